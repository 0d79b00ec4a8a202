import BoxOffice
import XCTest

final class BoxOfficeEndpointTests: XCTestCase {
  func testDailyEndpointSendsTheDay() throws {
    let endpoint = BoxOfficeEndpoint(kind: .daily, date: day("20220105"))
    XCTAssertEqual(endpoint.path, "boxoffice/searchDailyBoxOfficeList.json")
    XCTAssertEqual(endpoint.kind, .daily)
    XCTAssertEqual(try pairs(endpoint), ["targetDt=20220105"])
  }

  func testWeeklyEndpointAlwaysSendsWeekGb() throws {
    let date = day("20120101")
    XCTAssertEqual(
      BoxOfficeEndpoint(kind: .weekly, date: date).path,
      "boxoffice/searchWeeklyBoxOfficeList.json")
    XCTAssertEqual(
      try pairs(BoxOfficeEndpoint(kind: .weekly, date: date)), ["targetDt=20120101", "weekGb=0"])
    XCTAssertEqual(
      try pairs(BoxOfficeEndpoint(kind: .weekend, date: date)),
      ["targetDt=20120101", "weekGb=1"])
    XCTAssertEqual(
      try pairs(BoxOfficeEndpoint(kind: .weekdays, date: date)),
      ["targetDt=20120101", "weekGb=2"])
  }

  func testFiltersFollowTheDayInDocumentedOrder() throws {
    let filters = ChartFilters(itemsPerPage: 3, nation: .foreign, regionCode: "0105001000")
    XCTAssertEqual(
      try pairs(BoxOfficeEndpoint(kind: .weekly, date: day("20241216"), filters: filters)),
      ["targetDt=20241216", "weekGb=0", "itemPerPage=3", "repNationCd=F", "wideAreaCd=0105001000"])
  }

  private func pairs(_ endpoint: BoxOfficeEndpoint) throws -> [String] {
    try endpoint.parameters().map { "\($0.name)=\($0.value)" }
  }
}
