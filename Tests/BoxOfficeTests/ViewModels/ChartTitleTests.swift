import BoxOfficeTestSupport
import XCTest

@testable import BoxOffice

final class ChartTitleTests: XCTestCase {
  func testEveryKindHasItsNamePeriodAndWeek() {
    let cases: [(BoxOfficeEndpoint, String)] = [
      (
        BoxOfficeEndpoint(kind: .daily, date: day("20220105")),
        "Daily box office · 2022-01-05 (Wed)"
      ),
      (
        BoxOfficeEndpoint(kind: .daily, date: day("20120101")),
        "Daily box office · 2012-01-01 (Sun)"
      ),
      (
        BoxOfficeEndpoint(kind: .weekend, date: day("20120101")),
        "Weekend box office (Fri–Sun) · 2011-12-30 – 2012-01-01 · ISO week 2011-W52"
      ),
      (
        BoxOfficeEndpoint(kind: .weekly, date: day("20111226")),
        "Weekly box office (Mon–Sun) · 2011-12-26 – 2012-01-01 · ISO week 2011-W52"
      ),
      (
        BoxOfficeEndpoint(kind: .weekdays, date: day("20241231")),
        "Weekday box office (Mon–Thu) · 2024-12-30 – 2025-01-02 · ISO week 2025-W01"
      ),
    ]
    for (endpoint, title) in cases {
      XCTAssertEqual(ChartTitle.text(for: ChartPeriod(endpoint)), title)
    }
  }

  func testAQueryAndItsChartHaveTheSameTitle() throws {
    let cases: [(String, BoxOfficeEndpoint)] = [
      ("daily-20241225", BoxOfficeEndpoint(kind: .daily, date: day("20241225"))),
      ("weekly-202451-weekGb0", BoxOfficeEndpoint(kind: .weekly, date: day("20241218"))),
      ("weekly-202451-weekGb2", BoxOfficeEndpoint(kind: .weekdays, date: day("20241222"))),
      ("weekly-202501-weekGb0", BoxOfficeEndpoint(kind: .weekly, date: day("20241230"))),
    ]
    for (name, endpoint) in cases {
      let chart = try BoxOfficeChart(decoding: FixtureLibrary.project(name))
      XCTAssertEqual(
        ChartTitle.text(for: chart.period), ChartTitle.text(for: ChartPeriod(endpoint)), name)
    }
  }

  func testThePartsAreJoinedWhereANarrowViewMayBreakTheLine() {
    let title = ChartTitle.text(
      for: ChartPeriod(BoxOfficeEndpoint(kind: .weekly, date: day("20120101"))))
    XCTAssertEqual(
      title.components(separatedBy: ChartTitle.separator),
      ["Weekly box office (Mon–Sun)", "2011-12-26 – 2012-01-01", "ISO week 2011-W52"])
  }
}
