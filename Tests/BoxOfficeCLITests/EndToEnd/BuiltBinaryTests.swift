import BoxOffice
import BoxOfficeTestSupport
import Foundation
import XCTest

/// The built `boxoffice-cli` run as a subprocess against the loopback KOBIS server: its output,
/// its exit status for each kind of failure, Ctrl-C, and the key never in what it prints.
final class BuiltBinaryTests: XCTestCase {
  private var server: KOBISTestServer!
  private var home: URL!

  override func setUpWithError() throws {
    try super.setUpWithError()
    try BuiltBinary.require()
    server = try KOBISTestServer()
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("BuiltBinaryTests-\(UUID().uuidString)", isDirectory: true)
  }

  override func tearDown() {
    server?.stop()
    server = nil
    if let home { try? FileManager.default.removeItem(at: home) }
    super.tearDown()
  }

  private func run(
    _ arguments: [String], misbehaving misbehaviour: Misbehaviour? = nil,
    key: String? = KOBISTestServer.validKey, extra: [String: String] = [:]
  ) throws -> ToolRun {
    let baseURL = misbehaviour.map { server.baseURL(misbehaving: $0) } ?? server.baseURL
    var variables = ["HOME": home.path, "COLUMNS": "100"].merging(extra) { $1 }
    variables["KOBIS_API_KEY"] = key
    return try BuiltBinary.run(
      arguments + ["--base-url", baseURL.absoluteString],
      environment: BuiltBinary.environment(variables))
  }

  func testAChartIsPrintedAsItsGoldenTable() throws {
    let run = try run(["weekly", "--date", "20241219"])
    XCTAssertEqual([run.stderr, "\(run.status)"], ["", "0"])
    Golden.assertMatches(run.stdout, "charts/project/weekly-202451-weekGb0.table.txt")
    XCTAssertFalse(run.stdout.contains("\u{1B}"), "a pipe gets no color")
    XCTAssertEqual(server.requests.count, 1)
  }

  func testJSONFromTheBinaryIsTheGoldenJSON() throws {
    let run = try run(["daily", "--date", "20241225", "--format", "json", "--color", "always"])
    XCTAssertEqual(run.status, 0)
    Golden.assertMatches(run.stdout, "charts/project/daily-20241225.json")
  }

  func testTheSampleWorksWithoutAKeyOrAServer() throws {
    let run = try BuiltBinary.run(
      ["weekly", "--sample"], environment: BuiltBinary.environment(["HOME": home.path]))
    XCTAssertEqual([run.stderr, "\(run.status)"], ["", "0"])
    Golden.assertMatches(run.stdout, "sample/weekly.table.txt")
  }

  func testARejectedKeyExits77AndTheKeyIsNowhere() throws {
    let key = "0000feedface0000feedface00000000"
    let run = try run(["daily", "--date", "20241225"], key: key)
    XCTAssertEqual(run.status, 77)
    XCTAssertEqual(run.stdout, "")
    XCTAssertTrue(run.stderr.hasPrefix("Error: KOBIS rejected the request with error 320010"))
    XCTAssertFalse(run.stderr.contains(key))
    let leaked = try self.run(["daily", "--date", "20241225"], misbehaving: .leakKeyInFault)
    XCTAssertEqual(leaked.status, 77)
    XCTAssertFalse((leaked.stdout + leaked.stderr).contains(KOBISTestServer.validKey))
    let flag = try self.run(
      ["daily", "--date", "20241225", "--api-key", key], misbehaving: .leakKeyInFault, key: nil)
    XCTAssertEqual(flag.status, 77)
    XCTAssertFalse((flag.stdout + flag.stderr).contains(key))
  }

  func testAnHTTP500Exits69() throws {
    let run = try run(["daily", "--date", "20241225"], misbehaving: .status(500))
    XCTAssertEqual(run.status, 69)
    XCTAssertEqual(
      run.stderr,
      "Error: KOBIS answered with HTTP status 500 (Internal Server Error); try again later.\n")
  }

  func testATimeoutExits75NamingTheAttemptsAndTheTimeTheyTook() throws {
    let started = Date()
    let run = try run(
      ["daily", "--date", "20241225", "--timeout", "0.2", "--verbose"],
      misbehaving: .slow(milliseconds: 3000))
    let observed = Date().timeIntervalSince(started)
    XCTAssertEqual(run.status, 75)
    let lines = run.stderr.split(separator: "\n")
    let message = try XCTUnwrap(
      lines.last?.wholeMatch(
        of:
          #/Error: KOBIS did not answer in time: 3 attempts, 0\.2 s each, (\d+\.\d) s in all; try again later or allow more time with --timeout\./#
      ), run.stderr)
    let attempts = lines.compactMap { line in
      line.firstMatch(of: #/attempt \d: failed after (\d+(?:\.\d+)?) s/#).flatMap { Double($0.1) }
    }
    XCTAssertEqual(attempts.count, 3, run.stderr)
    // An attempt that outlived the server's 3 s would have had its reply; a loaded machine may
    // only add to the 0.2 s asked, so the upper bounds are the server's delay and the clock.
    for seconds in attempts {
      XCTAssertTrue((0.2..<3).contains(seconds), "an attempt of 0.2 s took \(seconds) s")
    }
    // The total is the attempts and the waits of 0.5 s and 1 s between them, to its 0.1 s.
    let total = try XCTUnwrap(Double(message.1))
    XCTAssertGreaterThanOrEqual(total, attempts.reduce(1.5, +) - 0.06, run.stderr)
    XCTAssertLessThanOrEqual(total, observed + 0.05, "\(total) s in all, \(observed) s observed")
  }

  func testNoCacheTouchesNoCacheDirectory() throws {
    let cacheHome = home.appendingPathComponent("cache", isDirectory: true)
    let run = try run(
      ["daily", "--date", "20241225", "--no-cache"], extra: ["XDG_CACHE_HOME": cacheHome.path])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(try contents(of: cacheHome), [])
    XCTAssertEqual(try contents(of: home.appendingPathComponent(".cache")), [])
  }

  func testOurCacheIsTheOnlyOneTouched() throws {
    let cacheHome = home.appendingPathComponent("cache", isDirectory: true)
    let run = try run(["daily", "--date", "20241225"], extra: ["XDG_CACHE_HOME": cacheHome.path])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(try contents(of: cacheHome), ["boxoffice"])
    XCTAssertEqual(try contents(of: home.appendingPathComponent(".cache")), [])
  }

  /// The names in `directory`, sorted; none when it does not exist.
  private func contents(of directory: URL) throws -> [String] {
    guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  func testAGarbageBodyExits65() throws {
    for misbehaviour in [Misbehaviour.htmlErrorPage, .truncatedBody] {
      let run = try run(["daily", "--date", "20241225"], misbehaving: misbehaviour)
      XCTAssertEqual(run.status, 65, misbehaviour.token)
      XCTAssertTrue(run.stderr.hasPrefix("Error: The reply from KOBIS could not be read"))
    }
  }

  func testAMissingKeyExits78AndUsageErrorsExit64() throws {
    let missing = try run(["daily"], key: nil)
    XCTAssertEqual(missing.status, 78)
    XCTAssertTrue(missing.stderr.contains("https://www.kobis.or.kr/kobisopenapi"))
    XCTAssertTrue(missing.stderr.contains("--sample"))
    let usage = try BuiltBinary.run(
      ["weekly", "--dat", "20250209"], environment: BuiltBinary.environment([:]))
    XCTAssertEqual(usage.status, 64)
    XCTAssertEqual(usage.stdout, "")
    XCTAssertTrue(usage.stderr.hasPrefix("Error: Unknown option '--dat'. Did you mean '--date'?\n"))
    let help = try BuiltBinary.run(["--help"], environment: BuiltBinary.environment([:]))
    XCTAssertEqual(help.status, 0)
    Golden.assertMatches(help.stdout, "help/root.txt")
  }

  func testCtrlCDuringARequestExits130() throws {
    let baseURL = server.baseURL(misbehaving: .slow(milliseconds: 60_000))
    let running = try BuiltBinary.start(
      ["daily", "--date", "20241225", "--timeout", "30", "--base-url", baseURL.absoluteString],
      environment: BuiltBinary.environment([
        "HOME": home.path, "KOBIS_API_KEY": KOBISTestServer.validKey,
      ]))
    let deadline = Date().addingTimeInterval(10)
    while server.requests.isEmpty && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
    XCTAssertEqual(server.requests.count, 1, "the request never arrived")
    let interrupted = Date()
    running.process.interrupt()
    let run = running.finish()
    XCTAssertEqual(run.status, 130)
    XCTAssertEqual(run.stdout, "")
    XCTAssertEqual(run.stderr, "", "no spinner without a terminal")
    // Well under the server's 60 s, with room for a loaded machine.
    XCTAssertLessThan(Date().timeIntervalSince(interrupted), 20)
  }
}
