import BoxOffice
import XCTest

/// The periods of a trend: the last N weeks or days, oldest first, across year ends.
final class TrendRangeTests: XCTestCase {
  func testWeeksEndWithTheWeekOfTheLastDay() {
    let range = TrendRange(kind: .weekend, last: day("20250108"), count: 3)
    XCTAssertEqual(range.periods.map(\.label), ["2024-W52", "2025-W01", "2025-W02"])
    XCTAssertEqual(
      range.periods.map { "\($0.kind) \($0.firstDay)…\($0.lastDay)" },
      [
        "weekend 2024-12-27…2024-12-29", "weekend 2025-01-03…2025-01-05",
        "weekend 2025-01-10…2025-01-12",
      ])
  }

  func testDaysAreOneEachAndNamedWithTheirWeekday() {
    let range = TrendRange(kind: .daily, last: day("20250101"), count: 2)
    XCTAssertEqual(range.periods.map(\.label), ["2024-12-31 Tue", "2025-01-01 Wed"])
    XCTAssertEqual(
      range.endpoints,
      [
        BoxOfficeEndpoint(kind: .daily, date: day("20241231")),
        BoxOfficeEndpoint(kind: .daily, date: day("20250101")),
      ])
  }

  func testAYearOfWeeksIsFiftyTwoRequests() {
    let range = TrendRange(
      kind: .weekly, last: day("20250309"), count: TrendRange.maximumWeeks)
    XCTAssertEqual(range.periods.count, 52)
    XCTAssertEqual(range.periods.first?.label, "2024-W11")
    XCTAssertEqual(Set(range.periods.map(\.label)).count, 52)
  }

  func testProgressCountsAndReads() {
    XCTAssertEqual(TrendProgress(settled: 8, total: 12).text, "8/12 periods")
    XCTAssertEqual(TrendProgress(settled: 3, total: 12).fraction, 0.25)
    XCTAssertTrue(TrendProgress(settled: 0, total: 0).isComplete)
  }
}
