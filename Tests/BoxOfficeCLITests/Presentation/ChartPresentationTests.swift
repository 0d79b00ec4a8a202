import BoxOffice
import XCTest

@testable import BoxOfficeCLI

/// A chart ready for a view: its title and its rows.
final class ChartPresentationTests: XCTestCase {
  private func presentation(_ kind: BoxOfficeChart.Kind) -> ChartPresentation {
    let week = ISOWeek(year: 2011, week: 52)!
    let (first, last): (CalendarDate, CalendarDate) =
      switch kind {
      case .daily: (day("20120101"), day("20120101"))
      case .weekly: (week.monday, week.sunday)
      case .weekend: (day("20111230"), day("20120101"))
      case .weekdays: (week.monday, day("20111229"))
      }
    let chart = BoxOfficeChart(
      kind: kind, firstDay: first, lastDay: last, isoWeek: kind == .daily ? nil : week,
      entries: [])
    return ChartPresentation(chart: chart, isSample: false)
  }

  func testTitlesNameTheKindThePeriodAndTheISOWeek() {
    XCTAssertEqual(
      BoxOfficeChart.Kind.allCases.map { presentation($0).title },
      [
        "Daily box office · 2012-01-01 (Sun)",
        "Weekly box office (Mon–Sun) · 2011-12-26 – 2012-01-01 · ISO week 2011-W52",
        "Weekend box office (Fri–Sun) · 2011-12-30 – 2012-01-01 · ISO week 2011-W52",
        "Weekday box office (Mon–Thu) · 2011-12-26 – 2011-12-29 · ISO week 2011-W52",
      ])
    XCTAssertEqual(presentation(.daily).titleParts, ["Daily box office", "2012-01-01 (Sun)"])
  }

  func testALimitKeepsTheFirstRows() {
    let chart = SampleCharts.chart(for: .weekly(WeeklyQuery(date: day("20250209"))))
    XCTAssertEqual(
      ChartPresentation(chart: chart, isSample: true, limit: 3).cells.map(\.rank), ["1", "2", "3"])
    XCTAssertEqual(ChartPresentation(chart: chart, isSample: true).cells.count, 10)
    XCTAssertEqual(
      ChartPresentation(chart: chart, isSample: true).cells.map(\.entry), chart.entries)
  }
}
