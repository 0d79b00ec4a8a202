import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import XCTest

/// The live client's movie services over real sockets against the loopback KOBIS server: details,
/// a film KOBIS does not know, paged searches of the catalog, the captured first page, faults and
/// a flaky server.
final class BoxOfficeClientMovieEndToEndTests: ServerTestCase {
  private let key = KOBISTestServer.validKey

  func testDetailsArrive() throws {
    XCTAssertEqual(
      events(of: client().movieDetails(code: "20231234")),
      [
        .next(
          try MovieDetails(
            decoding: FixtureLibrary.project("movie-info-20231234"), code: "20231234")),
        .completed,
      ])
    XCTAssertEqual(
      server.requests.map(\.path), ["/kobisopenapi/webservice/rest/movie/searchMovieInfo.json"])
    XCTAssertEqual(server.requests.first?.query, ["key": key, "movieCd": "20231234"])
  }

  func testKOBISOwnExampleArrives() throws {
    guard FixtureLibrary.sharedDirectory != nil else {
      throw XCTSkip("the shared KOBIS fixtures are not beside this checkout")
    }
    let details = events(of: client().movieDetails(code: "20124079")).first?.element
    XCTAssertEqual(details?.title, "광해, 왕이 된 남자")
    XCTAssertEqual(details?.actors.map(\.person.name), ["이병헌", "류승룡"])
  }

  func testAnUnknownCodeIsNoSuchFilm() {
    XCTAssertEqual(
      events(of: client().movieDetails(code: "20990001")),
      [.error(BoxOfficeError.movieNotFound(code: "20990001"))])
  }

  func testASearchIsPagedOverTheCatalog() {
    let first = events(of: client().searchMovies(MovieSearchQuery(title: "별", pageSize: 4)))
    XCTAssertEqual(first.first?.element?.totalCount, 7)
    XCTAssertEqual(
      first.first?.element?.movies.map(\.code), ["20231234", "20228811", "20245502", "2024A017"])
    let second = events(
      of: client().searchMovies(MovieSearchQuery(title: "별", page: 2, pageSize: 4)))
    XCTAssertEqual(
      second.first?.element?.movies.map(\.code), ["19560102", "20201177", "20217340"])
    let beyond = events(
      of: client().searchMovies(MovieSearchQuery(title: "별", page: 3, pageSize: 4)))
    XCTAssertEqual(beyond.first?.element, MovieSearchPage(totalCount: 7, movies: []))
    XCTAssertEqual(
      server.requests.map { $0.query["curPage"] ?? "-" }, ["1", "2", "3"])
  }

  func testDirectorAndYearCriteriaNarrowTheSearch() {
    let byDirector = events(of: client().searchMovies(MovieSearchQuery(director: "도가은")))
    XCTAssertEqual(byDirector.first?.element?.movies.map(\.code), ["20231234", "20236120"])
    let byYears = events(
      of: client().searchMovies(MovieSearchQuery(title: "별", productionYears: 2022...2024)))
    XCTAssertEqual(
      byYears.first?.element?.movies.map(\.code), ["20231234", "20228811", "20245502", "2024A017"])
    XCTAssertEqual(
      server.requests.last?.query,
      [
        "key": key, "curPage": "1", "itemPerPage": "10", "movieNm": "별", "prdtStartYear": "2022",
        "prdtEndYear": "2024",
      ])
  }

  func testASearchWithoutCriteriaGetsTheCapturedFirstPage() throws {
    guard FixtureLibrary.sharedDirectory != nil else {
      throw XCTSkip("the shared KOBIS fixtures are not beside this checkout")
    }
    let page = events(of: client().searchMovies(MovieSearchQuery())).first?.element
    XCTAssertEqual(page?.totalCount, 95043)
    XCTAssertEqual(page?.movies[8].code, "2023C165")
  }

  func testAWrongKeyAndAMalformedReplyEndInTheirErrors() {
    XCTAssertEqual(
      events(of: client(key: "0000").searchMovies(MovieSearchQuery(title: "별"))),
      [.error(BoxOfficeError.kobisFault(code: "320010", message: "유효하지않은 키값입니다."))])
    XCTAssertEqual(
      events(
        of: client(misbehaving: .fixture("invalid-movie-runtime")).movieDetails(code: "20231234")),
      [
        .error(
          BoxOfficeError.undecodableBody(
            at: "movieInfoResult.movieInfo.showTm", reason: #""1시간 58분" is not a whole number"#))
      ])
  }

  func testAFlakyServerIsRetriedForMoviesToo() throws {
    XCTAssertEqual(
      events(of: client(misbehaving: .flaky(failures: 2)).movieDetails(code: "20231234")).count, 2)
    XCTAssertEqual(server.requests.count, 3)
  }

  private func client(
    key: String? = KOBISTestServer.validKey, misbehaving misbehaviour: Misbehaviour? = nil
  ) -> BoxOfficeClient {
    let baseURL = misbehaviour.map { server.baseURL(misbehaving: $0) } ?? server.baseURL
    return BoxOfficeClient.live(
      api: BoxOfficeAPI(apiKey: key, baseURL: baseURL, timeout: 5),
      transport: .loopbackOnly(timeout: 5),
      retryPolicy: RetryPolicy(maxRetries: 2, initialDelay: .milliseconds(20)))
  }
}
