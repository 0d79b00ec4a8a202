import BoxOffice
import XCTest

/// The periods a viewer steps through: their days, their neighbours, switching kinds, and the
/// latest period that has ended.
final class ChartPeriodTests: XCTestCase {
  func testEachKindCoversItsDaysOfTheWeekOfAnyOfItsDays() {
    for text in ["20250203", "20250205", "20250209"] {
      let day = day(text)
      XCTAssertEqual(
        "\(ChartPeriod(kind: .weekly, containing: day))", "weekly 2025-02-03…2025-02-09")
      XCTAssertEqual(
        "\(ChartPeriod(kind: .weekend, containing: day))", "weekend 2025-02-07…2025-02-09")
      XCTAssertEqual(
        "\(ChartPeriod(kind: .weekdays, containing: day))", "weekdays 2025-02-03…2025-02-06")
    }
    XCTAssertEqual(
      "\(ChartPeriod(kind: .daily, containing: day("20250205")))", "daily 2025-02-05…2025-02-05")
    XCTAssertEqual(
      ChartPeriod(kind: .weekend, containing: day("20120101")).isoWeek?.description, "2011-W52")
    XCTAssertNil(ChartPeriod(kind: .daily, containing: day("20120101")).isoWeek)
  }

  func testPreviousAndNextStepADayOrAWeekAcrossYearsAndMonths() {
    let weekend = ChartPeriod(kind: .weekend, containing: day("20120101"))
    XCTAssertEqual("\(weekend.next)", "weekend 2012-01-06…2012-01-08")
    XCTAssertEqual("\(weekend.previous)", "weekend 2011-12-23…2011-12-25")
    XCTAssertEqual(weekend.previous.next, weekend)
    let leapDay = ChartPeriod(kind: .daily, containing: day("20240229"))
    XCTAssertEqual("\(leapDay.next)", "daily 2024-03-01…2024-03-01")
    XCTAssertEqual("\(leapDay.previous)", "daily 2024-02-28…2024-02-28")
    XCTAssertEqual(BoxOfficeChart.Kind.allCases.map(\.daysToNextPeriod), [1, 7, 7, 7])
  }

  func testTheLatestEndedPeriodIsYesterdayOrTheLastWholePartOfAWeek() {
    let saturday = day("20250301")
    XCTAssertEqual(
      "\(ChartPeriod.latestEnded(.daily, today: saturday))", "daily 2025-02-28…2025-02-28")
    XCTAssertEqual(
      "\(ChartPeriod.latestEnded(.weekly, today: saturday))", "weekly 2025-02-17…2025-02-23")
    XCTAssertEqual(
      "\(ChartPeriod.latestEnded(.weekend, today: saturday))", "weekend 2025-02-21…2025-02-23")
    XCTAssertEqual(
      "\(ChartPeriod.latestEnded(.weekdays, today: saturday))", "weekdays 2025-02-24…2025-02-27")
    let monday = day("20250303")
    XCTAssertEqual(
      "\(ChartPeriod.latestEnded(.weekly, today: monday))", "weekly 2025-02-24…2025-03-02")
    XCTAssertTrue(ChartPeriod.latestEnded(.weekly, today: monday).hasEnded(today: monday))
    XCTAssertFalse(ChartPeriod.latestEnded(.weekly, today: monday).next.hasEnded(today: monday))
  }

  func testSwitchingKindsKeepsThePlaceInTimeUnlessThatHasNotEnded() {
    let today = day("20250301")
    let week = ChartPeriod(kind: .weekly, containing: day("20250205"))
    XCTAssertEqual("\(week.switching(to: .daily, today: today))", "daily 2025-02-09…2025-02-09")
    XCTAssertEqual(
      "\(week.switching(to: .weekdays, today: today))", "weekdays 2025-02-03…2025-02-06")
    let yesterday = ChartPeriod(kind: .daily, containing: day("20250228"))
    XCTAssertEqual(
      "\(yesterday.switching(to: .weekly, today: today))", "weekly 2025-02-17…2025-02-23",
      "this week has not ended: the last one that has")
    XCTAssertEqual(
      "\(yesterday.switching(to: .weekdays, today: today))", "weekdays 2025-02-24…2025-02-27")
  }

  func testTheEndpointAsksForThePeriod() {
    let filters = ChartFilters(itemsPerPage: 5)
    XCTAssertEqual(
      ChartPeriod(kind: .weekend, containing: day("20250205")).endpoint(filters: filters),
      BoxOfficeEndpoint(kind: .weekend, date: day("20250207"), filters: filters))
    XCTAssertEqual(
      ChartPeriod(kind: .daily, containing: day("20250205")).endpoint(),
      BoxOfficeEndpoint(kind: .daily, date: day("20250205")))
    for kind in BoxOfficeChart.Kind.allCases {
      let period = ChartPeriod(kind: kind, containing: day("20250205"))
      XCTAssertEqual(ChartPeriod(period.endpoint()), period)
    }
  }
}
