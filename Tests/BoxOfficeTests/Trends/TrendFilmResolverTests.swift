import BoxOffice
import BoxOfficeTestSupport
import Reactive
import TestSupport
import XCTest

/// Finding the film of a trend in its charts: by code, by exact title, then ignoring case and
/// spaces; several matches are ambiguous, none is not found.
final class TrendFilmResolverTests: BoxOfficeTestCase {
  private func chart(_ films: [(String, String)]) -> BoxOfficeChart {
    BoxOfficeChart(
      period: ChartPeriod(kind: .weekly, containing: day("20250203")),
      entries: films.enumerated().map { rank, film in
        BoxOfficeEntry(
          rank: rank + 1, rankChange: 0, isNew: false, movieCode: film.0, title: film.1,
          openingDate: nil, revenue: 1, revenueShare: 1, revenueChange: 0, revenueChangeRate: 0,
          cumulativeRevenue: 1, audience: 1, audienceChange: 0, audienceChangeRate: 0,
          cumulativeAudience: 1, screens: 1, showings: 1)
      })
  }

  private lazy var charts = [
    chart([("20240811", "한강의 밤"), ("2023C165", "Dune: Part Two")]),
    chart([("20240811", "한강의 밤 "), ("20190001", "기생충"), ("20250001", "기생충")]),
    chart([("20236542", "바람의 검객"), ("20231111", "바람의검객")]),
  ]

  private func match(_ reference: String) -> Result<TrendFilm, TrendError> {
    TrendFilmResolver.match(reference, in: charts)
  }

  func testACodeFindsItsFilmWithTheLatestTitle() {
    XCTAssertEqual(match("20240811"), .success(TrendFilm(code: "20240811", title: "한강의 밤 ")))
    XCTAssertEqual(
      match(" 2023C165\n"), .success(TrendFilm(code: "2023C165", title: "Dune: Part Two")))
  }

  func testAnExactTitleWinsOverLooserMatches() {
    XCTAssertEqual(match("바람의 검객"), .success(TrendFilm(code: "20236542", title: "바람의 검객")))
    XCTAssertEqual(match("바람의검객"), .success(TrendFilm(code: "20231111", title: "바람의검객")))
  }

  func testCaseAndSpacesAreIgnoredWhenNoTitleIsExact() {
    XCTAssertEqual(
      match("dune:parttwo"), .success(TrendFilm(code: "2023C165", title: "Dune: Part Two")))
    XCTAssertEqual(match("한강의밤"), .success(TrendFilm(code: "20240811", title: "한강의 밤 ")))
  }

  func testSeveralFilmsWithOneTitleAreAmbiguous() {
    XCTAssertEqual(
      match("기생충"),
      .failure(
        .ambiguousFilm(
          reference: "기생충",
          matches: [
            TrendFilm(code: "20190001", title: "기생충"), TrendFilm(code: "20250001", title: "기생충"),
          ])))
    guard case .failure(let error) = match("바람 의검객") else { return XCTFail("a film was chosen") }
    XCTAssertEqual(
      error.description,
      "'바람 의검객' matches 2 films; give one of their codes: 20236542 바람의 검객, "
        + "20231111 바람의검객.")
  }

  func testNothingMatchingIsNotFound() {
    XCTAssertEqual(match("한강"), .failure(.filmNotFound(reference: "한강", periods: 3)))
    XCTAssertEqual(
      TrendError.filmNotFound(reference: "한강", periods: 1).description,
      "No film with the code or title '한강' is in any of the 1 chart loaded.")
  }

  /// What `chartsThenSearch` answers for `reference`, with a search that answers `films` (or
  /// fails when `films` is nil), and the titles it was asked to search for.
  private func searched(_ reference: String, films: [(String, String)]?) -> (
    events: [Event<TrendFilm>], searches: [String]
  ) {
    let searches = LockedValue<[String]>([])
    let client = BoxOfficeClient(
      chart: { _, _ in .never() },
      movieList: { query, _ in
        searches.withLock { $0.append(query.title ?? "") }
        guard let films else { return .error(BoxOfficeError.transportFailure("offline")) }
        return .just(
          MovieSearchPage(
            totalCount: films.count,
            movies: films.map { MovieSummary(code: $0.0, title: $0.1) }))
      })
    var events: [Event<TrendFilm>] = []
    _ = TrendFilmResolver.chartsThenSearch(client).resolve(reference, charts).asObservable()
      .subscribe { events.append($0) }
    return (events, searches.value)
  }

  func testATitleTheChartsHaveAsksNoSearch() {
    let result = searched("바람의 검객", films: [])
    XCTAssertEqual(
      result.events, [.next(TrendFilm(code: "20236542", title: "바람의 검객")), .completed])
    XCTAssertEqual(result.searches, [])
  }

  func testATitleNoChartHasIsTheOneSearchResultOfThatTitle() {
    let result = searched(
      " 괴물 ", films: [("20060001", "괴물"), ("20210002", "괴물의 아이"), ("19990003", "Monster")])
    XCTAssertEqual(result.events, [.next(TrendFilm(code: "20060001", title: "괴물")), .completed])
    XCTAssertEqual(result.searches, ["괴물"])
  }

  func testSeveralSearchResultsOfTheTitleAreAmbiguousAndNoneIsNotFound() {
    let twins = [
      TrendFilm(code: "20060001", title: "괴물"), TrendFilm(code: "20230009", title: "괴 물"),
    ]
    XCTAssertEqual(
      searched("괴물", films: [("20060001", "괴물"), ("20230009", "괴 물")]).events,
      [.error(TrendError.ambiguousFilm(reference: "괴물", matches: twins))])
    XCTAssertEqual(
      searched("괴물", films: [("20210002", "괴물의 아이")]).events,
      [.error(TrendError.filmNotFound(reference: "괴물", periods: 3))])
  }

  func testAFailedSearchIsAnErrorOfItsOwnNamingTheTitle() {
    let result = searched("괴물", films: nil)
    XCTAssertEqual(
      result.events,
      [.error(TrendError.searchFailed(reference: "괴물", .transportFailure("offline")))])
    XCTAssertEqual(
      TrendError.searchFailed(reference: "괴물", .transportFailure("offline")).description,
      "The movie search for '괴물' failed: "
        + BoxOfficeError.transportFailure("offline").description)
  }
}
