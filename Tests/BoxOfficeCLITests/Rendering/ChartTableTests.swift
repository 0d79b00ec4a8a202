import BoxOffice
import XCTest

@testable import BoxOfficeCLI

/// The table view: golden files for every fixture at 100 and 50 columns without color, and the
/// rules that make it readable — alignment in cells, fitting, highlighting NEW entries.
final class ChartTableTests: CLITestCase {
  func testTheTableOfEverySharedFixtureMatchesItsGoldenFiles() throws {
    let fixtures = ChartFixture.shared
    guard !fixtures.isEmpty else {
      throw XCTSkip("the shared KOBIS fixtures are not beside this checkout")
    }
    assertTables(fixtures)
  }

  func testTheTableOfEveryOwnFixtureMatchesItsGoldenFiles() {
    assertTables(ChartFixture.own)
  }

  private func assertTables(_ fixtures: [ChartFixture], line: UInt = #line) {
    for fixture in fixtures {
      for width in [100, 50] {
        let run = runTool(
          fixture.arguments + ["--color", "never"],
          environment: environment.merging(["COLUMNS": "\(width)"]) { $1 },
          client: client(answering: fixture.chart))
        XCTAssertEqual([run.stderr, "\(run.status)"], ["", "0"], fixture.name, line: line)
        Golden.assertMatches(
          run.stdout, fixture.golden(width == 100 ? "table.txt" : "narrow.txt"), line: line)
        assertFits(run.stdout, width: width, fixture.name, line: line)
      }
    }
  }

  /// Every line fits and every row's columns after the title start at the same cell.
  private func assertFits(_ text: String, width: Int, _ name: String, line: UInt) {
    for row in text.split(separator: "\n") {
      XCTAssertLessThanOrEqual(TerminalCellWidth.of(row), width, "\(name): \(row)", line: line)
      XCTAssertFalse(row.unicodeScalars.contains { $0.value < 0x20 }, name, line: line)
    }
  }

  func testColumnsAfterAKoreanTitleLineUp() throws {
    let output = ChartRenderer().table(
      screen(for: SampleCharts.chart(for: weekly), isSample: true), width: 100, palette: .plain)
    let date = #/\d{4}-\d\d-\d\d  /#
    let rows = output.split(separator: "\n").filter { $0.contains(date) }
    XCTAssertEqual(rows.count, 9)  // the preview has no opening date
    let columns = Set(
      rows.map { row in TerminalCellWidth.of(row[..<row.firstMatch(of: date)!.range.lowerBound]) })
    XCTAssertEqual(columns.count, 1, "opening dates start at different cells: \(columns)")
  }

  func testNewEntriesAreBoldYellowWithColorAndStillMarkedWithout() throws {
    let shown = screen(for: SampleCharts.chart(for: weekly), isSample: true)
    let colored = ChartRenderer().table(shown, width: 100, palette: Palette(isEnabled: true))
    let newRow = try XCTUnwrap(colored.split(separator: "\n").first { $0.contains("한강의 밤") })
    XCTAssertTrue(newRow.contains("\u{1B}[1;33mNEW\u{1B}[0m"), String(newRow))
    XCTAssertTrue(newRow.contains("\u{1B}[1;33m한강의 밤\u{1B}[0m"), String(newRow))
    let oldRow = try XCTUnwrap(colored.split(separator: "\n").first { $0.contains("바람의 검객") })
    XCTAssertFalse(oldRow.contains("바람의 검객\u{1B}"), String(oldRow))
    XCTAssertTrue(oldRow.contains("\u{1B}[31m▼1\u{1B}[0m"), String(oldRow))
    XCTAssertTrue(colored.hasPrefix("\u{1B}[1mWeekly box office"))

    let plain = ChartRenderer().table(shown, width: 100, palette: .plain)
    XCTAssertFalse(plain.contains("\u{1B}"))
    XCTAssertTrue(
      plain.split(separator: "\n").first { $0.contains("한강의 밤") }?.contains("NEW") ?? false)
  }

  func testColoredAndPlainTablesHaveTheSameLayout() {
    let shown = screen(for: SampleCharts.chart(for: weekly), isSample: true)
    let colored = ChartRenderer().table(shown, width: 70, palette: Palette(isEnabled: true))
    let stripped = colored.replacing(#/\x1B\[[0-9;]*m/#, with: "")
    XCTAssertEqual(stripped, ChartRenderer().table(shown, width: 70, palette: .plain))
  }

  func testANarrowTerminalDropsOpeningDatesThenCumulativeThenShare() {
    let shown = screen(for: SampleCharts.chart(for: weekly), isSample: true)
    func headings(_ width: Int) -> String {
      let lines = ChartRenderer().table(shown, width: width, palette: .plain)
        .split(separator: "\n")
      return String(lines.first { $0.contains("Title") }!)
        .split(separator: " ").joined(separator: " ")
    }
    XCTAssertEqual(headings(100), "# Change Title Opened Audience Cumulative Share")
    XCTAssertEqual(headings(60), "# Change Title Audience Cumulative Share")
    XCTAssertEqual(headings(50), "# Change Title Audience Share")
    XCTAssertEqual(headings(40), "# Change Title Audience")
  }

  func testEveryLineFitsAtEveryWidthDownToTwentyWithEveryDateWhole() {
    let shown = screen(for: SampleCharts.chart(for: weekly), isSample: true)
    for width in 20...100 {
      let text = ChartRenderer().table(shown, width: width, palette: .plain)
      for line in text.split(separator: "\n") {
        XCTAssertLessThanOrEqual(TerminalCellWidth.of(line), width, "at \(width): \(line)")
      }
      let words = text.split(whereSeparator: \.isWhitespace)
      XCTAssertTrue(words.contains("2025-02-03"), "at \(width):\n\(text)")
      XCTAssertTrue(words.contains("2025-02-09"), "at \(width):\n\(text)")
      XCTAssertTrue(text.contains("한강의 밤"), "at \(width): a short title is cut")
    }
  }

  func testAPeriodWithoutFiguresSaysSoInsteadOfAnEmptyTable() {
    let chart = BoxOfficeChart(
      period: ChartPeriod(kind: .daily, containing: day("20250228")), entries: [])
    XCTAssertEqual(
      ChartRenderer().table(screen(for: chart), width: 80, palette: .plain),
      "Daily box office · 2025-02-28 (Fri)\n\nKOBIS has no figures for this period yet.\n")
  }

  func testTheHeaderWrapsAtItsSeparatorsOnANarrowTerminal() {
    let shown = screen(for: SampleCharts.chart(for: weekly))
    let lines = ChartRenderer().table(shown, width: 30, palette: .plain).split(separator: "\n")
    XCTAssertEqual(
      Array(lines.prefix(3)),
      ["Weekly box office (Mon–Sun)", "2025-02-03 – 2025-02-09", "ISO week 2025-W06"])
  }

  func testBelowTheRankAndATitleTheRowsAreLinesOfRankAndTitle() {
    let shown = screen(for: SampleCharts.chart(for: weekly))
    let lines = ChartRenderer().table(shown, width: 8, palette: .plain).split(separator: "\n")
    let rows = Array(lines.drop { !$0.hasPrefix("1 ") })
    XCTAssertEqual(rows.prefix(3), ["1 한강…", "2 바람…", "3 우리…"])
    XCTAssertEqual(rows.count, 10)
    XCTAssertEqual(rows.last, "10 시사…")
    for line in lines {
      XCTAssertLessThanOrEqual(TerminalCellWidth.of(line), 8, String(line))
    }
  }

  func testNarrowTerminalsLoseTheAudienceAndThenTheChangeBeforeTitlesShrink() {
    let shown = screen(for: SampleCharts.chart(for: weekly), isSample: true)
    func headings(_ width: Int) -> String {
      let lines = ChartRenderer().table(shown, width: width, palette: .plain).split(separator: "\n")
      return String(lines.first { $0.contains("Title") }!).split(separator: " ")
        .joined(separator: " ")
    }
    XCTAssertEqual(headings(40), "# Change Title Audience")
    XCTAssertEqual(headings(30), "# Change Title")
    XCTAssertEqual(headings(23), "# Title")
    XCTAssertEqual(headings(10), "# Title")
  }

  func testFieldsChooseTheColumnsAndDropFromTheLastOnANarrowTerminal() {
    let shown = screen(for: SampleCharts.chart(for: weekly))
    func table(_ width: Int) -> [String] {
      let lines = ChartRenderer(fields: [.title, .screens, .rank, .revenue]).table(
        shown, width: width, palette: .plain
      ).components(separatedBy: "\n")
      return lines.drop { !$0.hasPrefix("Title") }.prefix(2)
        .map { $0.split(separator: " ").joined(separator: " ") }
    }
    XCTAssertEqual(table(100), ["Title Screens # Revenue", "한강의 밤 1,480 1 5,225,970,000"])
    XCTAssertEqual(table(30), ["Title Screens #", "한강의 밤 1,480 1"])
    XCTAssertEqual(table(14), ["Title #", "한강의 밤 1"])
  }

  private var weekly: BoxOfficeEndpoint {
    BoxOfficeEndpoint(kind: .weekly, date: day("20250209"))
  }
}

/// `--bars` on the chart commands: a share bar per film in the table, JSON and CSV unchanged.
final class ChartBarsTests: CLITestCase {
  func testEachFilmGetsAShareBarScaledToTheLargest() {
    let run = runTool(["weekly", "--sample", "--bars"], environment: ["COLUMNS": "110"])
    XCTAssertEqual(run.status, 0)
    let rows = run.stdout.split(separator: "\n").dropFirst(3)
    XCTAssertEqual(rows.count, 10)
    XCTAssertTrue(rows.first!.hasSuffix("31.8%  " + String(repeating: "█", count: 16)), run.stdout)
    // 20.6 / 31.8 of 16 cells is 10.36 cells: ten whole blocks and three eighths.
    XCTAssertTrue(rows.dropFirst().first!.hasSuffix("20.6%  ██████████▍"), run.stdout)
    XCTAssertTrue(rows.last!.hasSuffix("0.7%  ▍"), run.stdout)
  }

  func testANarrowTableLeavesOutTheOpeningDateBeforeTheBarsTheUserAskedFor() {
    let run = runTool(["weekly", "--sample", "--bars"], environment: ["COLUMNS": "80"])
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(
      lines[3], " #  Change  Title                  Audience  Cumulative  Share", run.stdout)
    XCTAssertEqual(
      lines[4], " 1  NEW     한강의 밤               512,350     518,590  31.8%  ████████████████")
    XCTAssertTrue(lines.allSatisfy { TerminalCellWidth.of(String($0)) <= 80 }, run.stdout)
  }

  func testWithFieldsTheBarsAreTheFirstColumnLeftOut() {
    let fields = ["--fields", "rank,title,audience,openingDate,cumulativeAudience"]
    let run = runTool(["weekly", "--sample", "--bars"] + fields, environment: ["COLUMNS": "60"])
    let plain = runTool(["weekly", "--sample"] + fields, environment: ["COLUMNS": "60"])
    XCTAssertEqual(run.stdout, plain.stdout)
  }

  func testJSONAndCSVAreUnchanged() {
    for format in ["json", "csv"] {
      XCTAssertEqual(
        runTool(["daily", "--sample", "--bars", "-f", format], environment: [:]),
        runTool(["daily", "--sample", "-f", format], environment: [:]), format)
    }
  }
}
