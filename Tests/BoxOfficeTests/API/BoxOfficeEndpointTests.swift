import BoxOffice
import XCTest

final class BoxOfficeEndpointTests: XCTestCase {
  func testDailyEndpointSendsTheDay() throws {
    let endpoint = BoxOfficeEndpoint.daily(DailyQuery(date: day("20220105")))
    XCTAssertEqual(endpoint.path, "boxoffice/searchDailyBoxOfficeList.json")
    XCTAssertEqual(endpoint.chartKind, .daily)
    XCTAssertEqual(try pairs(endpoint), ["targetDt=20220105"])
  }

  func testWeeklyEndpointAlwaysSendsWeekGb() throws {
    let date = day("20120101")
    XCTAssertEqual(
      BoxOfficeEndpoint.weekly(WeeklyQuery(date: date)).path,
      "boxoffice/searchWeeklyBoxOfficeList.json")
    XCTAssertEqual(try pairs(.weekly(WeeklyQuery(date: date))), ["targetDt=20120101", "weekGb=0"])
    XCTAssertEqual(
      try pairs(.weekly(WeeklyQuery(date: date, period: .weekend))),
      ["targetDt=20120101", "weekGb=1"])
    XCTAssertEqual(
      try pairs(.weekly(WeeklyQuery(date: date, period: .weekdays))),
      ["targetDt=20120101", "weekGb=2"])
  }

  func testWeekPeriodsMapToWeekGbAndChartKinds() {
    XCTAssertEqual(WeekPeriod.allCases.map(\.weekGb), ["0", "1", "2"])
    XCTAssertEqual(WeekPeriod.allCases.map(\.chartKind), [.weekly, .weekend, .weekdays])
    XCTAssertEqual(WeekPeriod.allCases.map(\.rawValue), ["week", "weekend", "weekdays"])
    XCTAssertEqual(
      BoxOfficeEndpoint.weekly(WeeklyQuery(date: day("20120101"), period: .weekdays)).chartKind,
      .weekdays)
  }

  func testFiltersFollowTheDayInDocumentedOrder() throws {
    let filters = ChartFilters(itemsPerPage: 3, nation: .foreign, regionCode: "0105001000")
    XCTAssertEqual(
      try pairs(.weekly(WeeklyQuery(date: day("20241216"), period: .week, filters: filters))),
      ["targetDt=20241216", "weekGb=0", "itemPerPage=3", "repNationCd=F", "wideAreaCd=0105001000"])
  }

  private func pairs(_ endpoint: BoxOfficeEndpoint) throws -> [String] {
    try endpoint.parameters().map { "\($0.name)=\($0.value)" }
  }
}
