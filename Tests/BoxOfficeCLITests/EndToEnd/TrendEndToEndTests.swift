import BoxOffice
import BoxOfficeTestSupport
import Foundation
import XCTest

@testable import BoxOfficeCLI

/// `trend` against the loopback KOBIS server: one request per period, at most three at a time,
/// and a cache that makes a second run free for the periods that have settled.
final class TrendEndToEndTests: CLITestCase {
  private var fixtures: URL!
  private var server: KOBISTestServer!
  /// Wednesday 2025-03-12, 12:00 in Korea: 2025-W10 ended three days ago, 2025-W09 ten, so both
  /// are recent; 2025-W08 ended seventeen days ago and has settled.
  private let wednesday = Date(timeIntervalSince1970: 1_741_748_400)

  override func setUpWithError() throws {
    try super.setUpWithError()
    fixtures = cacheHome.appendingPathComponent("fixtures", isDirectory: true)
    try WeeklyFixtures.write(
      WeeklyFixtures.weeks(12, endingWith: day("20250309")), in: fixtures)
    server = try KOBISTestServer(fixtureDirectories: [fixtures])
  }

  override func tearDown() {
    server?.stop()
    server = nil
    super.tearDown()
  }

  private func trend(_ extra: [String] = [], at now: Date) -> ToolRun {
    runTool(
      [
        "trend", "소방관", "--base-url", server.baseURL.absoluteString, "-f", "csv",
        "--fields", "rank,audience",
      ] + extra,
      now: now)
  }

  private var requestedWeeks: [String] {
    server.requests.map { CalendarDate(yyyymmdd: $0.query["targetDt"]!)!.isoWeek.description }
  }

  func testTheSecondRunAsksOnlyForThePeriodsThatMayStillChange() throws {
    let first = trend(at: wednesday)
    XCTAssertEqual([first.stderr, "\(first.status)"], ["", "0"])
    XCTAssertEqual(first.stdout.split(separator: "\r\n").count, 9, first.stdout)
    XCTAssertTrue(
      first.stdout.contains("\r\n2025-W10,2025-03-03,2025-03-09,2025-W10,charted,,1,443210\r\n"))
    XCTAssertEqual(
      requestedWeeks.sorted(), (3...10).map { "2025-W" + ($0 < 10 ? "0" : "") + String($0) })
    XCTAssertEqual(Set(server.requests.map { $0.query["weekGb"] }), ["0"])

    let second = trend(at: wednesday.addingTimeInterval(60))
    XCTAssertEqual(second, first)
    XCTAssertEqual(server.requests.count, 8, "a run within the hour is answered by the cache")

    let later = trend(at: wednesday.addingTimeInterval(2 * 3600))
    XCTAssertEqual(later, first)
    XCTAssertEqual(
      requestedWeeks.dropFirst(8).sorted(), ["2025-W09", "2025-W10"],
      "two hours later, only the weeks that ended within 14 days are asked again")
  }

  func testNoCacheAsksForEveryPeriodEachTime() {
    _ = trend(["--no-cache"], at: wednesday)
    _ = trend(["--no-cache"], at: wednesday)
    XCTAssertEqual(server.requests.count, 16)
  }

  func testVerboseLogsEachRequestAndCacheHit() {
    _ = trend(at: wednesday)
    let run = trend(["-v"], at: wednesday)
    let hits = run.stderr.split(separator: "\n").filter { $0.hasPrefix("cache: hit, ") }
    XCTAssertEqual(hits.count, 8, run.stderr)
    XCTAssertFalse(run.stderr.contains(KOBISTestServer.validKey))
  }
}
