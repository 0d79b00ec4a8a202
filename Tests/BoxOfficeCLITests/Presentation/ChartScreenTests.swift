import BoxOffice
import XCTest

@testable import BoxOfficeCLI

/// What a run shows: the view model's outputs, with no raw title from the feed left anywhere.
final class ChartScreenTests: CLITestCase {
  func testTitlesAreCleanedInTheCellsAndInTheirEntries() {
    var chart = SampleCharts.chart(for: BoxOfficeEndpoint(kind: .daily, date: day("20250205")))
    chart.entries[0].title = "\u{1B}[31m한강의\u{202E} 밤\r\n\u{200B}"
    let cells = chart.entries.map(ChartRow.init(entry:))
    let shown = ChartScreen(LoadedChart(chart), isSample: false)
    XCTAssertEqual(shown.cells[0].title, "한강의 밤")
    XCTAssertEqual(shown.cells[0].entry.title, "한강의 밤")
    XCTAssertEqual(shown.cells[1], cells[1], "clean titles are left as they are")
    XCTAssertEqual(shown.cells[0].audienceText, cells[0].audienceText)
  }

  func testThePeriodComesFromTheChartAndTheTitleFromTheViewModel() {
    let chart = SampleCharts.chart(
      for: BoxOfficeEndpoint(kind: .weekend, date: day("20250209")))
    let shown = screen(for: chart, isSample: true)
    XCTAssertEqual(
      [
        shown.period.kind.rawValue, "\(shown.period.firstDay)", "\(shown.period.lastDay)",
        "\(shown.period.isoWeek!)",
      ],
      ["weekend", "2025-02-07", "2025-02-09", "2025-W06"])
    XCTAssertEqual(
      shown.titleParts,
      ["Weekend box office (Fri–Sun)", "2025-02-07 – 2025-02-09", "ISO week 2025-W06"])
    XCTAssertTrue(shown.isSample)
    XCTAssertEqual(shown.cells.map(\.entry), chart.entries)
  }
}
