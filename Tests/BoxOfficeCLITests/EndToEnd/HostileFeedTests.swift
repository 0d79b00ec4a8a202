import BoxOffice
import BoxOfficeTestSupport
import Foundation
import TestSupport
import XCTest

/// Hostile and broken replies, end to end through the built `boxoffice-cli`: each one ends with
/// an exact output and exit status, nothing from the feed reaches the terminal unsanitized, and
/// nothing crashes or hangs.
///
/// The decoder's rules are BoxOffice's (`BoxOfficeChart(decoding:)`); these tests pin what the
/// command makes of them. Duplicated ranks are shown as sent while the decoder accepts them.
final class HostileFeedTests: XCTestCase {
  /// Where the generated replies are written, once for all the tests.
  private static let feeds = FileManager.default.temporaryDirectory
    .appendingPathComponent("HostileFeeds-\(UUID().uuidString)", isDirectory: true)

  private var server: KOBISTestServer!
  private var home: URL!

  override class func tearDown() {
    try? FileManager.default.removeItem(at: feeds)
    super.tearDown()
  }

  override func setUpWithError() throws {
    try super.setUpWithError()
    try BuiltBinary.require()
    server = try KOBISTestServer(
      fixtureDirectories: [Self.feeds, ChartFixture.cliDirectory]
        + FixtureLibrary.servedDirectories)
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("HostileFeedTests-\(UUID().uuidString)", isDirectory: true)
  }

  override func tearDown() {
    server?.stop()
    server = nil
    if let home { try? FileManager.default.removeItem(at: home) }
    super.tearDown()
  }

  /// Runs `boxoffice-cli daily` against the feed `name` in a fresh cache, 100 columns wide.
  private func run(_ name: String, _ arguments: [String] = []) throws -> ToolRun {
    try HostileFeeds.write(name, in: Self.feeds)
    return try BuiltBinary.run(
      ["daily", "--date", "20241225"] + arguments + [
        "--base-url", server.baseURL(misbehaving: .fixture(name)).absoluteString,
      ],
      environment: BuiltBinary.environment([
        "HOME": home.path, "KOBIS_API_KEY": KOBISTestServer.validKey, "COLUMNS": "100",
      ]))
  }

  private func assertError(
    _ name: String, _ message: String, status: Int32, file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    XCTAssertEqual(
      try run(name), ToolRun(stdout: "", stderr: "Error: \(message)\n", status: status), name,
      file: file, line: line)
  }

  func testTitlesWithEscapesControlsBidiAndZeroWidthCharactersArePrintedHarmlessly() throws {
    let table = try run("hostile-titles")
    XCTAssertEqual([table.stderr, "\(table.status)"], ["", "0"])
    Golden.assertMatches(table.stdout, "charts/cli/hostile-titles.table.txt")
    let json = try run("hostile-titles", ["--format", "json"])
    Golden.assertMatches(json.stdout, "charts/cli/hostile-titles.json")
    let csv = try run("hostile-titles", ["--format", "csv"])
    Golden.assertMatches(csv.stdout, "charts/cli/hostile-titles.csv")
    // With color forced, every escape sequence printed is one of the table's own colors.
    let colored = try run("hostile-titles", ["--color", "always"])
    let ours = #/\x1B\[(0|1|2|31|32|1;33)m/#
    XCTAssertFalse(colored.stdout.replacing(ours, with: "").contains("\u{1B}"))
    XCTAssertEqual(colored.stdout.replacing(ours, with: ""), table.stdout)
    for output in [table.stdout, json.stdout, csv.stdout, colored.stdout] {
      XCTAssertFalse(
        output.unicodeScalars.contains { scalar in
          (0x80...0x9F).contains(scalar.value) || scalar.value == 0x7F
            || [0x202E, 0x2066, 0x200B, 0xFEFF].contains(scalar.value)
        })
    }
  }

  func testATitleInAnotherEncodingThanUTF8IsAnUnreadableReply() throws {
    try assertError(
      "feed-invalid-utf8",
      "The reply from KOBIS could not be read (body: it is not valid JSON (it may be cut short or "
        + "not UTF-8)).", status: 65)
  }

  func testATwentyMegabyteReplyShowsTheTenFilmsAskedForWorkLinearInItsEntries() throws {
    // Under a sanitizer, the two-megabyte reply runs the same code (see `isSanitized`); the
    // uninstrumented run measures the work. A generous timeout: this is about the size of the
    // reply, not about a slow server.
    let feed = isSanitized ? "feed-two-megabytes" : "feed-twenty-megabytes"
    let (table, whole) = try cpuSeconds { try run(feed, ["--timeout", "300"]) }
    XCTAssertEqual([table.stderr, "\(table.status)"], ["", "0"])
    Golden.assertMatches(table.stdout, "feeds/twenty-megabytes.table.txt")
    let limited = try run(feed, ["--limit", "3", "--format", "csv", "--timeout", "300"])
    XCTAssertEqual(limited.status, 0)
    XCTAssertEqual(limited.stdout.components(separatedBy: "\r\n").count, 1 + 3 + 1)
    guard !isSanitized else { return }

    // Work is counted as the command's CPU time, which a busy machine does not stretch as it
    // does wall time. Beyond what any reply costs (that of an empty one), 60,000 entries cost
    // about ten times what 6,000 do when the work is linear, a hundred times when it is
    // quadratic; the bound sits between, far from both.
    let (empty, fixed) = try cpuSeconds { try run("empty-daily", ["--timeout", "300"]) }
    let (tenth, part) = try cpuSeconds { try run("feed-two-megabytes", ["--timeout", "300"]) }
    XCTAssertEqual([empty.status, tenth.status], [0, 0])
    XCTAssertEqual(tenth.stdout, table.stdout, "the same ten films")
    XCTAssertLessThan(
      whole - fixed, 30 * (part - fixed),
      "CPU seconds: \(fixed) for no entries, \(part) for 6,000, \(whole) for 60,000")
  }

  /// What `body` returns, and the CPU time, user and system, of the processes it ran to their end.
  private func cpuSeconds(_ body: () throws -> ToolRun) rethrows -> (ToolRun, Double) {
    let before = Self.childrenCPUSeconds()
    let run = try body()
    return (run, Self.childrenCPUSeconds() - before)
  }

  /// The CPU time of the child processes that have ended and been waited for, in seconds.
  private static func childrenCPUSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
      getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    let time = [usage.ru_utime, usage.ru_stime]
    return time.map { Double($0.tv_sec) + Double($0.tv_usec) / 1e6 }.reduce(0, +)
  }

  func testDeeplyNestedJSONIsAnUnreadableReply() throws {
    try assertError(
      "feed-deeply-nested",
      "The reply from KOBIS could not be read (body: it is not valid JSON (it may be cut short or "
        + "not UTF-8)).", status: 65)
  }

  func testANumberBeyond64BitsIsAnUnreadableReply() throws {
    try assertError(
      "invalid-overflow",
      #"The reply from KOBIS could not be read (audiAcc of rank 1: "99999999999999999999" is too large)."#,
      status: 65)
  }

  func testANegativeCountIsAnUnreadableReply() throws {
    try assertError(
      "invalid-negative-count",
      #"The reply from KOBIS could not be read (audiCnt of rank 1: "-5" is negative)."#,
      status: 65)
  }

  func testAMissingListIsAnUnreadableReply() throws {
    try assertError(
      "invalid-missing-list",
      "The reply from KOBIS could not be read (boxOfficeResult: it has neither dailyBoxOfficeList "
        + "nor weeklyBoxOfficeList).", status: 65)
  }

  func testAnEmptyListSaysThereAreNoFiguresYetAndSucceeds() throws {
    XCTAssertEqual(
      try run("empty-daily"),
      ToolRun(
        stdout:
          "Daily box office · 2099-12-31 (Thu)\n\nKOBIS has no figures for this period yet.\n",
        stderr: "", status: 0))
    XCTAssertEqual(try run("empty-daily", ["--format", "csv"]).status, 0)
  }

  func testAnEmptyListWithBlankPeriodAndTypeSaysThereAreNoFiguresYet() throws {
    XCTAssertEqual(
      try run("empty-daily-blank-metadata"),
      ToolRun(
        stdout:
          "Daily box office · 2024-12-25 (Wed)\n\nKOBIS has no figures for this period yet.\n",
        stderr: "", status: 0))
  }

  func testAnEmptyWeeklyListWithBlankPeriodWeekAndTypeSaysThereAreNoFiguresYet() throws {
    try HostileFeeds.write("empty-weekly-blank-metadata", in: Self.feeds)
    let run = try BuiltBinary.run(
      [
        "weekly", "--date", "20241219", "--period", "weekend", "--format", "json", "--base-url",
        server.baseURL(misbehaving: .fixture("empty-weekly-blank-metadata")).absoluteString,
      ],
      environment: BuiltBinary.environment([
        "HOME": home.path, "KOBIS_API_KEY": KOBISTestServer.validKey,
      ]))
    XCTAssertEqual([run.stderr, "\(run.status)"], ["", "0"])
    XCTAssertEqual(
      run.stdout,
      """
      {
        "schemaVersion": 1,
        "sample": false,
        "kind": "weekend",
        "firstDay": "2024-12-20",
        "lastDay": "2024-12-22",
        "isoWeek": "2024-W51",
        "entries": []
      }

      """)
  }

  func testDuplicatedRanksAreAnUnreadableReply() throws {
    try assertError(
      "feed-duplicated-ranks",
      "The reply from KOBIS could not be read (rank of entry 2: rank 1 appears twice).",
      status: 65)
  }

  func testEscapesInAFaultMessageAreRemoved() throws {
    try assertError(
      "feed-escapes-in-fault",
      "KOBIS rejected the request with error 320010 (유효하지않은 키값입니다.): the API key was "
        + "rejected; check KOBIS_API_KEY.", status: 77)
  }
}
