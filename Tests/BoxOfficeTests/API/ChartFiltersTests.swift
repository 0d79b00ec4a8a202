import BoxOffice
import XCTest

final class ChartFiltersTests: XCTestCase {
  func testDefaultsSelectEverythingAndSendNothing() throws {
    XCTAssertEqual(try pairs(ChartFilters()), [])
  }

  func testEveryFilterBecomesItsParameter() throws {
    let filters = ChartFilters(
      itemsPerPage: 5, films: .diversity, nation: .korean, regionCode: "0105001000")
    XCTAssertEqual(
      try pairs(filters),
      ["itemPerPage=5", "multiMovieYn=Y", "repNationCd=K", "wideAreaCd=0105001000"])
    XCTAssertEqual(
      try pairs(ChartFilters(films: .commercial, nation: .foreign)),
      ["multiMovieYn=N", "repNationCd=F"])
    XCTAssertEqual(try pairs(ChartFilters(itemsPerPage: 1)), ["itemPerPage=1"])
    XCTAssertEqual(try pairs(ChartFilters(itemsPerPage: 10)), ["itemPerPage=10"])
  }

  func testOutOfRangeValuesAreInvalidQueries() {
    for count in [0, 11, -1] {
      XCTAssertThrowsError(try pairs(ChartFilters(itemsPerPage: count))) { error in
        XCTAssertEqual(
          error as? BoxOfficeError,
          .invalidQuery("the number of entries must be between 1 and 10, not \(count)"))
      }
    }
    for region in ["", "010500100", "01050010000", "0105OO1000", "0105001000&key=x"] {
      XCTAssertThrowsError(try pairs(ChartFilters(regionCode: region))) { error in
        XCTAssertEqual(
          error as? BoxOfficeError,
          .invalidQuery(
            "the region code must be ten digits such as 0105001000, not \(String(reflecting: region))"
          ))
      }
    }
  }

  private func pairs(_ filters: ChartFilters) throws -> [String] {
    try BoxOfficeEndpoint(kind: .daily, date: day("20220105"), filters: filters).parameters()
      .dropFirst().map { "\($0.name)=\($0.value)" }
  }
}
