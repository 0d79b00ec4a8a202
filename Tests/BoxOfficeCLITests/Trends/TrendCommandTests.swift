import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import XCTest

@testable import BoxOfficeCLI

/// `boxoffice-cli trend` in-process: its options, the sample's run, failed periods as gaps, films
/// not found or ambiguous, and the exit status of each.
final class TrendCommandTests: CLITestCase {
  private func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
    CommandLineParser.parse(arguments, today: day("20250301"))
  }

  func testTheDefaultsAreEightWholeWeeksEndingWithTheLatestEndedWeek() throws {
    guard case .success(.trend(let command)) = parse(["trend", "20236542"]) else {
      return XCTFail("not a trend")
    }
    let range = command.range(today: day("20250301"))
    XCTAssertEqual(range.kind, .weekly)
    XCTAssertEqual(range.periods.map(\.label).first, "2025-W01")
    XCTAssertEqual(range.periods.map(\.label).last, "2025-W08")
    XCTAssertEqual(range.filters, ChartFilters(itemsPerPage: 10))
  }

  func testShortFlagsAndTheLastValueWin() throws {
    guard
      case .success(.trend(let command)) = parse([
        "trend", "한강의 밤", "-w", "3", "--weeks=5", "-p", "weekend", "-d", "20250209", "-f", "csv",
        "--format", "json", "--compact", "-v", "--cache-dir", "/tmp/a", "--cache-dir=/tmp/b",
        "--nation", "korean",
      ])
    else { return XCTFail("not a trend") }
    XCTAssertEqual(command.film, "한강의 밤")
    XCTAssertEqual(command.weeks, 5)
    XCTAssertEqual(command.format, .json)
    XCTAssertTrue(command.isCompact && command.kobis.isVerbose)
    XCTAssertEqual(command.kobis.cacheDirectory, "/tmp/b")
    let range = command.range(today: day("20250301"))
    XCTAssertEqual(
      range.periods.map(\.label), ["2025-W02", "2025-W03", "2025-W04", "2025-W05", "2025-W06"])
    XCTAssertEqual(range.periods.last?.firstDay, day("20250207"))
    XCTAssertEqual(range.filters.nation, .korean)
  }

  func testDailyTrendsCountDays() throws {
    guard case .success(.trend(let command)) = parse(["trend", "x", "--daily", "--days", "3"])
    else { return XCTFail("not a trend") }
    XCTAssertEqual(
      command.range(today: day("20250301")).periods.map(\.label),
      ["2025-02-26 Wed", "2025-02-27 Thu", "2025-02-28 Fri"])
  }

  func testUsageErrorsSayWhatIsWrong() {
    let cases: [([String], String)] = [
      (["trend"], "Error: Missing expected argument '<film>'."),
      (["trend", "x", "--weeks", "53"], "expected a whole number from 1 to 52"),
      (["trend", "x", "--weeks", "0"], "expected a whole number from 1 to 52"),
      (["trend", "x", "--daily", "--days", "93"], "expected a whole number from 1 to 92"),
      (["trend", "x", "--days", "3"], "--days applies only with --daily"),
      (["trend", "x", "--daily", "-w", "3"], "--daily counts days: use --days, not --weeks."),
      (
        ["trend", "x", "--daily", "-p", "weekend"], "--daily counts days: use --days, not --period."
      ),
      (["trend", "x", "--period", "weekends"], "Did you mean 'weekend'?"),
      (["trend", "x", "-d", "20250302"], "is in the future in Korea"),
      (["trend", "x", "--compact"], "--compact applies only to --format json."),
      (["trend", "  "], "expected a movie code or a title"),
    ]
    for (arguments, message) in cases {
      let run = runTool(arguments)
      XCTAssertEqual(run.status, ExitCode.usage, "\(arguments)")
      XCTAssertTrue(run.stderr.contains(message), "\(arguments): \(run.stderr)")
      XCTAssertEqual(run.stdout, "")
    }
  }

  func testTheSampleRunIsTheGoldenTableJSONAndCSV() {
    let table = runTool(["trend", "한강의 밤", "--sample"], environment: [:])
    XCTAssertEqual([table.stderr, "\(table.status)"], ["", "0"])
    Golden.assertMatches(table.stdout, "trend/sample-20240811.table.txt")
    let weeks = runTool(
      ["trend", "20236542", "--sample", "-w", "12", "-p", "weekend"], environment: ["COLUMNS": "72"]
    )
    XCTAssertEqual(weeks.status, 0)
    Golden.assertMatches(weeks.stdout, "trend/sample-20236542-weekend.table.txt")
    let json = runTool(["trend", "20240811", "--sample", "-f", "json"], environment: [:])
    Golden.assertMatches(json.stdout, "trend/sample-20240811.json")
    let csv = runTool(
      ["trend", "20240811", "--sample", "--daily", "--days", "10", "-f", "csv"], environment: [:])
    XCTAssertEqual(csv.stderr, "Note: \(ChartScreen.sampleNote)\n")
    Golden.assertMatches(csv.stdout, "trend/sample-20240811-daily.csv")
  }

  func testTheSampleJSONHasOneRecordPerPeriod() throws {
    let run = runTool(
      ["trend", "우리 동네 고양이 탐정", "--sample", "-f", "json", "--fields", "rank,audience"],
      environment: [:])
    let document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let periods = try XCTUnwrap(document["periods"] as? [[String: Any]])
    XCTAssertEqual(periods.count, 8)
    XCTAssertEqual(
      periods.map { $0["status"] as? String }.prefix(4),
      ["outOfChart", "outOfChart", "outOfChart", "charted"])
    XCTAssertEqual(Set(periods.map { $0.keys.sorted() }).count, 1)
    XCTAssertEqual(
      periods[0].keys.sorted(),
      ["audience", "error", "firstDay", "isoWeek", "lastDay", "period", "rank", "status"])
    XCTAssertEqual((document["film"] as? [String: String])?["code"], "20249017")
  }

  func testAFilmInNoChartExits66AndATitleOfSeveralFilmsListsThem() {
    let missing = runTool(["trend", "없는 영화", "--sample"], environment: [:])
    XCTAssertEqual(missing.status, 66)
    XCTAssertEqual(
      missing.stderr,
      "Error: No film with the code or title '없는 영화' is in any of the 8 charts loaded.\n")
    let twins = SampleCharts.historicalChart(
      for: BoxOfficeEndpoint(kind: .weekly, date: day("20250209")))
    var chart = twins
    chart.entries[1].title = chart.entries[0].title
    let ambiguous = runTool(
      ["trend", "한강의 밤", "-w", "1", "-d", "20250209"], client: client(answering: chart))
    XCTAssertEqual(ambiguous.status, ExitCode.usage)
    XCTAssertEqual(
      ambiguous.stderr,
      """
      Error: '한강의 밤' matches 2 films; run the command again with one of their codes:
        20240811  한강의 밤
        20236542  한강의 밤

      """)
  }

  func testAFailedPeriodIsDrawnAsAGapAndTheStatusIsItsFailure() {
    let failing = BoxOfficeEndpoint(
      kind: .weekly, date: day("20250202"), filters: ChartFilters(itemsPerPage: 10))
    let client = BoxOfficeClient { endpoint, policy in
      endpoint == failing
        ? .error(BoxOfficeError.httpStatus(502))
        : SampleCharts.history.chart(endpoint, policy)
    }
    let run = runTool(
      ["trend", "20236542", "-d", "20250223", "-w", "4"],
      environment: environment.merging(["COLUMNS": "90"]) { $1 },
      client: client)
    XCTAssertEqual(run.status, ExitCode.unavailable)
    XCTAssertEqual(run.stderr, "")
    let lines = run.stdout.split(separator: "\n")
    guard lines.count == 6 else { return XCTFail(run.stdout) }
    XCTAssertTrue(
      lines[2].hasPrefix("2025-W05  failed: KOBIS answered with HTTP status 502"), run.stdout)
    XCTAssertTrue(lines[3].hasPrefix("2025-W06  ████"), run.stdout)
    XCTAssertTrue(lines[5].hasPrefix("2025-W08  █"), run.stdout)
  }

  func testEveryPeriodFailingEndsWithTheFirstFailure() {
    let run = runTool(["trend", "20236542"], client: client(failingWith: .timedOut(seconds: 1)))
    XCTAssertEqual(run.status, ExitCode.temporaryFailure)
    XCTAssertEqual(run.stdout, "")
    XCTAssertTrue(run.stderr.hasPrefix("Error: KOBIS did not answer"), run.stderr)
  }

  func testNoKeyNamesTheTrendCommandAndTheSampleIgnoresTheRegion() {
    let run = runTool(["trend", "x"], environment: [:])
    XCTAssertEqual(run.status, ExitCode.configuration)
    XCTAssertTrue(run.stderr.contains("'boxoffice-cli trend --sample'"), run.stderr)
    let sample = runTool(["trend", "20240811", "--sample", "--region", "seoul"], environment: [:])
    XCTAssertEqual(sample.status, 0)
    XCTAssertEqual(
      sample.stderr, "Note: the sample data covers the whole country, so --region is ignored.\n")
  }

  func testCtrlCWhileLoadingCancelsAndExits130() {
    let run = runTool(
      ["trend", "20236542"], client: BoxOfficeClient { _, _ in .never() },
      interrupts: ScriptedInterrupts(interruptWhen: { true }))
    XCTAssertEqual(run.status, 130)
    XCTAssertEqual(run.stdout, "")
  }
}
