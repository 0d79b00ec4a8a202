import BoxOffice
import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The movie services' paths, parameters and checks, and the requests the API makes of them.
final class MovieEndpointTests: XCTestCase {
  private let api = BoxOfficeAPI(
    apiKey: "0123456789abcdef0123456789abcdef", baseURL: URL(string: "http://127.0.0.1:8/rest")!)

  func testDetailsAskForTheMovieCode() throws {
    let endpoint = MovieEndpoint.details(code: "2023C165")
    XCTAssertEqual(endpoint.path, "movie/searchMovieInfo.json")
    XCTAssertEqual(try endpoint.parameters().map { "\($0.name)=\($0.value)" }, ["movieCd=2023C165"])
    XCTAssertEqual(
      try api.request(for: endpoint).url?.absoluteString,
      "http://127.0.0.1:8/rest/movie/searchMovieInfo.json?key=0123456789abcdef0123456789abcdef&movieCd=2023C165"
    )
    XCTAssertEqual(
      api.displayURL(for: endpoint),
      "http://127.0.0.1:8/rest/movie/searchMovieInfo.json?key=REDACTED&movieCd=2023C165")
    XCTAssertEqual(
      try api.cacheIdentity(for: endpoint),
      "http://127.0.0.1:8/rest/movie/searchMovieInfo.json?movieCd=2023C165")
  }

  func testASearchSendsEveryParameterInKOBISOrder() throws {
    let query = MovieSearchQuery(
      title: " 별의 노래 ", director: "Sam Whitfield", openingYears: 2020...2024,
      productionYears: 2019...2019, nationCode: "22041011", typeCodes: ["220101", "220102"],
      page: 3, pageSize: 100)
    let endpoint = MovieEndpoint.search(query)
    XCTAssertEqual(endpoint.path, "movie/searchMovieList.json")
    XCTAssertEqual(
      try endpoint.parameters().map { "\($0.name)=\($0.value)" },
      [
        "curPage=3", "itemPerPage=100", "movieNm=별의 노래", "directorNm=Sam Whitfield",
        "openStartDt=2020",
        "openEndDt=2024", "prdtStartYear=2019", "prdtEndYear=2019", "repNationCd=22041011",
        "movieTypeCd=220101,220102",
      ])
    XCTAssertEqual(
      api.displayURL(for: endpoint),
      "http://127.0.0.1:8/rest/movie/searchMovieList.json?key=REDACTED&curPage=3&itemPerPage=100"
        + "&movieNm=%EB%B3%84%EC%9D%98%20%EB%85%B8%EB%9E%98&directorNm=Sam%20Whitfield"
        + "&openStartDt=2020&openEndDt=2024&prdtStartYear=2019&prdtEndYear=2019"
        + "&repNationCd=22041011&movieTypeCd=220101%2C220102")
  }

  func testADefaultSearchAsksForKOBISFirstPageAndBlankTextsAreLeftOut() throws {
    XCTAssertEqual(
      try MovieEndpoint.search(MovieSearchQuery(title: "  ", director: "")).parameters().map(
        \.name),
      ["curPage", "itemPerPage"])
    XCTAssertEqual(
      try MovieEndpoint.search(MovieSearchQuery()).parameters().map(\.value), ["1", "10"])
  }

  func testOutOfRangeParametersAreInvalidQueries() {
    let cases: [(MovieEndpoint, String)] = [
      (.details(code: ""), #"a movie code is letters and digits such as 20124079, not """#),
      (
        .details(code: "2012 4079"),
        #"a movie code is letters and digits such as 20124079, not "2012 4079""#
      ),
      (
        .details(code: "../../etc"),
        #"a movie code is letters and digits such as 20124079, not "../../etc""#
      ),
      (.search(.init(page: 0)), "the page must be a whole number from 1, not 0"),
      (
        .search(.init(pageSize: 101)),
        "the number of films per page must be between 1 and 100, not 101"
      ),
      (
        .search(.init(pageSize: 0)), "the number of films per page must be between 1 and 100, not 0"
      ),
      (.search(.init(openingYears: 1700...2000)), "a year must be between 1880 and 9999, not 1700"),
      (
        .search(.init(productionYears: 2000...10_000)),
        "a year must be between 1880 and 9999, not 10000"
      ),
      (
        .search(.init(nationCode: "한국")),
        #"a nation code is letters and digits such as 22041011, not "한국""#
      ),
      (
        .search(.init(typeCodes: ["220101", "x,y"])),
        #"a type code is letters and digits such as 220101, not "x,y""#
      ),
    ]
    for (endpoint, reason) in cases {
      XCTAssertThrowsError(try endpoint.parameters(), "\(endpoint)") { error in
        XCTAssertEqual(error as? BoxOfficeError, .invalidQuery(reason))
      }
      XCTAssertThrowsError(try api.request(for: endpoint))
    }
  }

  func testWithoutAKeyNothingIsBuilt() {
    XCTAssertThrowsError(
      try BoxOfficeAPI(apiKey: " ").request(for: MovieEndpoint.details(code: "20124079"))
    ) {
      XCTAssertEqual($0 as? BoxOfficeError, .missingAPIKey)
    }
  }
}
