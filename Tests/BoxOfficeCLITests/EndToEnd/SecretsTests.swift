import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import TestSupport
import XCTest

@testable import BoxOfficeCLI

/// The API key never shows: every way a run can fail (a missing key aside, which has no key to
/// show) is run with a recognisable key, in-process and through the built binary, with the key
/// in `KOBIS_API_KEY` (the key the server accepts) and in `--api-key` (a wrong one), and the key
/// is looked for in standard output, standard error, every file left in the cache and home
/// directories, and, in-process, every error the client produced before the command printed it
/// (so the command's last-resort redaction of its output cannot hide a leak).
final class SecretsTests: CLITestCase {
  /// A wrong key, as recognisable as the right one.
  static let wrongKey = "0000feedface0000feedface00000000"

  private static let feeds = FileManager.default.temporaryDirectory
    .appendingPathComponent("SecretsTests-feeds-\(UUID().uuidString)", isDirectory: true)

  private var server: KOBISTestServer!
  private var scratch: URL!

  override class func tearDown() {
    try? FileManager.default.removeItem(at: feeds)
    super.tearDown()
  }

  override func setUpWithError() throws {
    try super.setUpWithError()
    for name in ["feed-escapes-in-fault", "feed-invalid-utf8", "feed-deeply-nested"] {
      try HostileFeeds.write(name, in: Self.feeds)
    }
    server = try KOBISTestServer(
      fixtureDirectories: [Self.feeds] + FixtureLibrary.servedDirectories)
    scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("SecretsTests-\(UUID().uuidString)", isDirectory: true)
  }

  override func tearDown() {
    server.stop()
    server = nil
    try? FileManager.default.removeItem(at: scratch)
    super.tearDown()
  }

  /// One way to fail (or, for a retried request and the plain one with the right key, to store a
  /// reply in the cache): the arguments after the subcommand and the status it ends with.
  private struct Failure {
    var name: String
    var arguments: [String]
    var status: Int32
  }

  /// Every failure, with `key` where a case puts it in the arguments.
  private func failures(key: String) -> [Failure] {
    func misbehaving(_ misbehaviour: Misbehaviour, _ status: Int32) -> Failure {
      Failure(
        name: misbehaviour.token,
        arguments: [
          "--date", "20241225", "--timeout", "1", "--base-url",
          server.baseURL(misbehaving: misbehaviour).absoluteString,
        ], status: status)
    }
    let misbehaviours: [(Misbehaviour, Int32)] =
      [
        (.status(500), 69), (.status(503), 69), (.status(404), 69), (.status(401), 69),
        (.htmlErrorPage, 65), (.fault(code: "320010"), 77), (.fault(code: "320102"), 69),
        (.fault(code: "320103"), 69), (.fault(code: "320105"), 69), (.fault(code: "999999"), 69),
        (.leakKeyInFault, 77), (.truncatedBody, 65), (.cutConnection, 75),
        (.slow(milliseconds: 3000), 75), (.closeConnection, 75),
        (.flaky(failures: 1), key == Self.wrongKey ? 77 : 0),
        (.fixture("feed-escapes-in-fault"), 77), (.fixture("feed-invalid-utf8"), 65),
        (.fixture("feed-deeply-nested"), 65), (.fixture("fault-320103"), 69),
        (.fixture("fault-320105"), 69), (.fixture("fault-unknown"), 69),
      ]
      + [
        "invalid-missing-field", "invalid-missing-list", "invalid-negative-count",
        "invalid-number-type", "invalid-number", "invalid-open-date", "invalid-overflow",
      ].map { (Misbehaviour.fixture($0), 65) }
    let refused = "http://127.0.0.1:\(try! Self.closedPort())/kobisopenapi/webservice/rest"
    return misbehaviours.map(misbehaving) + [
      Failure(
        name: "a plain request (rejected for the wrong key)",
        arguments: ["--date", "20241225"]
          + ["--base-url", server.baseURL.absoluteString], status: key == Self.wrongKey ? 77 : 0),
      Failure(
        name: "connection refused",
        arguments: ["--date", "20241225", "--base-url", refused], status: 75),
      Failure(name: "the key as an argument", arguments: [key], status: 64),
      Failure(name: "the key as a date", arguments: ["--date", key], status: 64),
      Failure(name: "the key as a limit", arguments: ["--limit=\(key)"], status: 64),
      Failure(name: "the key as an option", arguments: ["--\(key)"], status: 64),
      Failure(name: "the key as a base URL", arguments: ["--base-url", key], status: 64),
    ]
  }

  /// The arguments that give the key, by channel.
  private enum Channel: CaseIterable {
    /// The key the server accepts, in `KOBIS_API_KEY`.
    case environment
    /// A wrong key, in `--api-key`.
    case flag

    var key: String {
      self == .environment ? KOBISTestServer.validKey : SecretsTests.wrongKey
    }

    func arguments(_ failure: Failure) -> [String] {
      ["daily", "--verbose"] + (self == .flag ? ["--api-key", key] : []) + failure.arguments
    }

    var environment: [String: String] {
      self == .environment ? ["KOBIS_API_KEY": key] : [:]
    }
  }

  /// Where the key was found: every place, with what was there.
  private func leaks(
    of key: String, in run: ToolRun, files directory: URL, errors: [BoxOfficeError] = [],
    events: [BoxOfficeClient.Event] = []
  ) -> [String] {
    var places: [(String, String)] = [("stdout", run.stdout), ("stderr", run.stderr)]
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    while let path = enumerator?.nextObject() as? String {
      let file = directory.appendingPathComponent(path)
      places.append(("file name \(path)", path))
      if let data = try? Data(contentsOf: file) {
        places.append(("file \(path)", String(decoding: data, as: UTF8.self)))
      }
    }
    for error in errors {
      places.append(("error", error.description))
      places.append(("error value", String(reflecting: error)))
    }
    for event in events {
      places.append(("--verbose event", String(reflecting: event)))
      places.append(("--verbose line", VerboseLog.line(for: event)))
    }
    return places.filter { $0.1.contains(key) }.map { "\($0.0): \($0.1.prefix(300))" }
  }

  func testTheKeyIsNowhereAfterAnyFailureInProcess() {
    var runs = 0
    for channel in Channel.allCases {
      for failure in failures(key: channel.key) {
        let home = scratch.appendingPathComponent("\(runs)", isDirectory: true)
        let errors = LockedValue<[BoxOfficeError]>([])
        let events = LockedValue<[BoxOfficeClient.Event]>([])
        let run = runTool(
          channel.arguments(failure),
          environment: channel.environment.merging(["XDG_CACHE_HOME": home.path]) { $1 },
          makeClient: { api, cache, report in
            // Retries as the live client does, without its waits.
            let live = BoxOfficeClient.live(
              api: api, transport: .loopbackOnly(timeout: api.timeout), cache: cache,
              retryPolicy: RetryPolicy(initialDelay: .milliseconds(1)),
              events: { event in
                events.withLock { $0.append(event) }
                report?(event)
              })
            return BoxOfficeClient { endpoint, policy in
              live.chart(endpoint, policy).asObservable()
                .do(onError: { error in
                  errors.withLock { $0.append(error as! BoxOfficeError) }
                })
                .asSingle()
            }
          })
        runs += 1
        let label = "\(channel) \(failure.name)"
        XCTAssertEqual(run.status, failure.status, "\(label): \(run.stderr)")
        XCTAssertEqual(
          leaks(
            of: channel.key, in: run, files: home, errors: errors.value, events: events.value),
          [], label)
        if failure.status != 64 {
          XCTAssertTrue(
            run.stderr.contains("request: http://127.0.0.1:"), "\(label): \(run.stderr)")
        }
      }
    }
    XCTAssertEqual(runs, 2 * 36)
  }

  func testTheKeyIsNowhereAfterAnyFailureOfTheBuiltBinary() throws {
    try BuiltBinary.require()
    let cases = Channel.allCases.flatMap { channel in
      failures(key: channel.key).map { (channel, $0) }
    }
    let homes = cases.indices.map { scratch.appendingPathComponent("\($0)", isDirectory: true) }
    // Run side by side: most of the time is spent waiting for timeouts and retries.
    let results = LockedValue<[Int: Result<ToolRun, any Error>]>([:])
    let slots = DispatchSemaphore(value: 8)
    let group = DispatchGroup()
    for (index, (channel, failure)) in cases.enumerated() {
      slots.wait()
      group.enter()
      let arguments = channel.arguments(failure)
      let environment = BuiltBinary.environment(
        channel.environment.merging(["HOME": homes[index].path]) { $1 })
      Thread.detachNewThread {
        let result = Result { try BuiltBinary.run(arguments, environment: environment) }
        results.withLock { $0[index] = result }
        slots.signal()
        group.leave()
      }
    }
    group.wait()
    for (index, (channel, failure)) in cases.enumerated() {
      let label = "\(channel) \(failure.name)"
      let run = try XCTUnwrap(results.value[index], label).get()
      XCTAssertEqual(run.status, failure.status, "\(label): \(run.stderr)")
      XCTAssertEqual(leaks(of: channel.key, in: run, files: homes[index]), [], label)
    }
    XCTAssertEqual(cases.count, 2 * 36)
  }

  /// A port on 127.0.0.1 that nothing listens on: bound, then closed.
  private static func closedPort() throws -> Int {
    let server = try KOBISTestServer()
    server.stop()
    return server.port
  }
}
