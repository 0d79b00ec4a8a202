import BoxOffice
import XCTest

@testable import BoxOfficeCLI

/// No view can print a raw title: sanitizing cleans the cells and their entries.
final class ChartPresentationSanitizedTests: XCTestCase {
  func testTitlesAreCleanedInTheCellsAndTheirEntries() {
    var chart = SampleCharts.chart(for: .daily(DailyQuery(date: day("20250205"))))
    chart.entries[0].title = "\u{1B}[31m한강의\u{202E} 밤\r\n"
    let presentation = ChartPresentation(chart: chart, isSample: false).sanitized()
    XCTAssertEqual(presentation.cells[0].title, "한강의 밤")
    XCTAssertEqual(presentation.cells[0].entry.title, "한강의 밤")
    XCTAssertEqual(presentation.cells[1].title, chart.entries[1].title)
  }
}
