import BoxOffice
import BoxOfficeTestSupport
import XCTest

@testable import BoxOfficeCLI

/// The CSV view: golden files for every fixture, RFC 4180 quoting, never colored.
final class ChartCSVTests: CLITestCase {
  func testTheCSVOfEverySharedFixtureMatchesItsGoldenFile() throws {
    let fixtures = ChartFixture.shared
    guard !fixtures.isEmpty else {
      throw XCTSkip("the shared KOBIS fixtures are not beside this checkout")
    }
    assertCSV(fixtures)
  }

  func testTheCSVOfEveryOwnFixtureMatchesItsGoldenFile() {
    assertCSV(ChartFixture.own)
  }

  private func assertCSV(_ fixtures: [ChartFixture], line: UInt = #line) {
    for fixture in fixtures {
      let run = runTool(
        fixture.arguments + ["--format", "csv", "--color", "always"],
        terminal: TerminalFacts(stdoutIsTerminal: true, stderrIsTerminal: true),
        client: client(answering: fixture.chart))
      XCTAssertEqual([run.stderr, "\(run.status)"], ["", "0"], fixture.name, line: line)
      Golden.assertMatches(run.stdout, fixture.golden("csv"), line: line)
      XCTAssertFalse(run.stdout.contains("\u{1B}"), fixture.name, line: line)
      XCTAssertEqual(
        run.stdout.components(separatedBy: "\r\n").count, fixture.chart.entries.count + 2,
        fixture.name, line: line)
    }
  }

  func testFieldsWithCommasQuotesOrLineBreaksAreQuoted() {
    XCTAssertEqual(CSV.field("plain 제목"), "plain 제목")
    XCTAssertEqual(CSV.field("a, b"), "\"a, b\"")
    XCTAssertEqual(CSV.field("say \"hi\""), "\"say \"\"hi\"\"\"")
    XCTAssertEqual(CSV.field("two\r\nlines"), "\"two\r\nlines\"")
    XCTAssertEqual(CSV.field("line\nbreak"), "\"line\nbreak\"")
  }

  func testTheHeaderNamesTheJSONKeys() {
    let chart = BoxOfficeChart(
      period: ChartPeriod(kind: .daily, containing: day("20250228")), entries: [])
    XCTAssertEqual(
      ChartRenderer().csv(screen(for: chart)),
      "rank,rankChange,isNew,movieCode,title,openingDate,audience,audienceChange,"
        + "cumulativeAudience,revenue,revenueChange,cumulativeRevenue,revenueShare,screens,"
        + "showings\r\n")
  }

  func testSampleCSVIsLabelledOnStandardError() {
    let run = runTool(["daily", "--sample", "--format", "csv"], environment: [:])
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(run.stderr, "Note: Sample data: invented films and figures, not from KOBIS.\n")
    XCTAssertTrue(run.stdout.hasPrefix("rank,"))
  }

  func testFieldsChooseTheColumnsInTheirOrder() throws {
    let chart = try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))
    let run = runTool(
      ["daily", "--format", "csv", "--fields", "rank,title,audience,openingDate"],
      client: client(answering: chart))
    XCTAssertEqual(
      run.stdout,
      "rank,title,audience,openingDate\r\n1,하얼빈,210045,2024-12-24\r\n"
        + "2,크리스마스 특별전,64,\r\n")
  }
}
