import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import ReactiveTest
import XCTest

/// Search as you type in virtual time, one tick a millisecond: the debounce, the minimum length,
/// only the newest query's results, paging, errors and retries. The client is asked when a state
/// asks for a request, its reply is subscribed one tick later, and the reply changes the state
/// one tick after it arrives.
final class MovieSearchViewModelTests: BoxOfficeTestCase {
  override func setUp() {
    super.setUp()
    drainMainQueue()
  }

  private struct Run {
    let cells: TestableObserver<[String]>
    let isSearching: TestableObserver<Bool>
    let noResults: TestableObserver<Bool>
    let canLoadMore: TestableObserver<Bool>
    let totalCount: TestableObserver<Int?>
    let summary: TestableObserver<String>
    let errors: TestableObserver<BoxOfficeError>
    let search: ScriptedReplies<MovieSearchQuery, MovieSearchPage>
  }

  private func run(
    _ scheduler: TestScheduler, replies: [TestableObservable<MovieSearchPage>],
    query: [Recorded<Event<String>>], loadMore: [Recorded<Event<Void>>] = [],
    retry: [Recorded<Event<Void>>] = [], pageSize: Int = 20
  ) -> Run {
    let search = ScriptedReplies<MovieSearchQuery, MovieSearchPage>(scheduler, replies)
    let client = BoxOfficeClient(chart: { _, _ in .never() }, movieList: search.service)
    let output = MovieSearchViewModel(
      client: client, scheduler: scheduler, template: MovieSearchQuery(pageSize: pageSize)
    ).transform(
      input: .init(
        query: scheduler.createHotObservable(query).asObservable(),
        loadMore: scheduler.createHotObservable(loadMore).asObservable(),
        retry: scheduler.createHotObservable(retry).asObservable()))
    let run = Run(
      cells: scheduler.record(output.cells.map { $0.map { "\($0.code) \($0.title)" } }),
      isSearching: scheduler.record(output.isSearching),
      noResults: scheduler.record(output.noResults),
      canLoadMore: scheduler.record(output.canLoadMore),
      totalCount: scheduler.record(output.totalCount),
      summary: scheduler.record(output.summary),
      errors: scheduler.record(output.errors), search: search)
    scheduler.start()
    return run
  }

  private func page(total: Int, _ films: [(String, String)]) -> MovieSearchPage {
    MovieSearchPage(totalCount: total, movies: films.map { MovieSummary(code: $0, title: $1) })
  }

  private func call(
    _ title: String, page: Int = 1, size: Int = 20, _ policy: CachePolicy = .useCache,
    at time: TestTime
  )
    -> ScriptedReplies<MovieSearchQuery, MovieSearchPage>.Call
  {
    .init(
      request: MovieSearchQuery(title: title, page: page, pageSize: size), cachePolicy: policy,
      time: time)
  }

  func testTypingFasterThanTheDebounceSearchesOnceForTheLastTrimmedText() {
    let scheduler = TestScheduler.milliseconds()
    let found = page(total: 2, [("20190501", "괴물의 집"), ("20060001", "괴물")])
    let run = run(
      scheduler, replies: [scheduler.createColdObservable([.next(100, found), .completed(100)])],
      query: [.next(210, "괴"), .next(260, "괴물"), .next(320, " 괴물 ")])
    XCTAssertEqual(run.search.calls, [call("괴물", at: 620)])
    XCTAssertEqual(run.search.replies[0].subscriptions, [Subscription(621, 721)])
    XCTAssertEqual(
      run.cells.events, [.next(200, []), .next(722, ["20190501 괴물의 집", "20060001 괴물"])])
    XCTAssertEqual(
      run.isSearching.events, [.next(200, false), .next(620, true), .next(722, false)])
    XCTAssertEqual(
      run.summary.events,
      [.next(200, ""), .next(620, "Searching for “괴물”…"), .next(722, "2 films match “괴물”.")])
    XCTAssertEqual(run.noResults.events, [.next(200, false)])
    XCTAssertEqual(run.errors.events, [])
  }

  func testAReplyForAQueryThatChangedIsCancelledAndNeverShown() {
    let scheduler = TestScheduler.milliseconds()
    let run = run(
      scheduler,
      replies: [
        scheduler.createColdObservable([
          .next(500, page(total: 1, [("20240811", "한강의 밤")])), .completed(500),
        ]),
        scheduler.createColdObservable([
          .next(50, page(total: 1, [("20190377", "한강의 아침")])), .completed(50),
        ]),
      ],
      query: [.next(210, "한강"), .next(600, "한강의 아")])
    XCTAssertEqual(run.search.calls, [call("한강", at: 510), call("한강의 아", at: 900)])
    XCTAssertEqual(run.search.replies[0].subscriptions, [Subscription(511, 901)])
    XCTAssertEqual(run.search.replies[1].subscriptions, [Subscription(901, 951)])
    XCTAssertEqual(run.cells.events, [.next(200, []), .next(952, ["20190377 한강의 아침"])])
    XCTAssertEqual(
      run.summary.events,
      [
        .next(200, ""), .next(510, "Searching for “한강”…"), .next(900, "Searching for “한강의 아”…"),
        .next(952, "1 film matches “한강의 아”."),
      ])
    XCTAssertEqual(
      run.isSearching.events, [.next(200, false), .next(510, true), .next(952, false)])
  }

  func testAnErrorIsReportedAndASuccessfulRetryReplacesIt() {
    let scheduler = TestScheduler.milliseconds()
    let found = page(total: 1, [("20240811", "한강의 밤")])
    let run = run(
      scheduler,
      replies: [
        scheduler.createColdObservable([.error(40, BoxOfficeError.httpStatus(503))]),
        scheduler.createColdObservable([.next(30, found), .completed(30)]),
      ],
      query: [.next(210, "한강")], retry: [.next(700, ())])
    XCTAssertEqual(
      run.search.calls, [call("한강", at: 510), call("한강", .reloadIgnoringCache, at: 700)])
    XCTAssertEqual(run.errors.events, [.next(552, .httpStatus(503))])
    XCTAssertEqual(
      run.summary.events,
      [
        .next(200, ""), .next(510, "Searching for “한강”…"),
        .next(
          552,
          "The search failed: KOBIS answered with HTTP status 503 (Service Unavailable); try again later."
        ),
        .next(700, "Searching for “한강”…"), .next(732, "1 film matches “한강”."),
      ])
    XCTAssertEqual(run.cells.events, [.next(200, []), .next(732, ["20240811 한강의 밤"])])
    XCTAssertEqual(
      run.isSearching.events,
      [.next(200, false), .next(510, true), .next(552, false), .next(700, true), .next(732, false)])
  }

  func testTextShorterThanTheMinimumClearsAndCancelsTheSearchInFlight() {
    let scheduler = TestScheduler.milliseconds()
    let run = run(
      scheduler,
      replies: [
        scheduler.createColdObservable([.next(500, page(total: 1, [("1", "한강")])), .completed(500)])
      ],
      query: [.next(210, "한강"), .next(600, "한"), .next(1_000, "")])
    XCTAssertEqual(run.search.calls, [call("한강", at: 510)])
    XCTAssertEqual(run.search.replies[0].subscriptions, [Subscription(511, 901)])
    XCTAssertEqual(run.cells.events, [.next(200, [])])
    XCTAssertEqual(
      run.summary.events, [.next(200, ""), .next(510, "Searching for “한강”…"), .next(900, "")])
    XCTAssertEqual(
      run.isSearching.events, [.next(200, false), .next(510, true), .next(900, false)])
  }

  func testTheSameTextAfterAPauseOnAnotherSearchesNothingNew() {
    let scheduler = TestScheduler.milliseconds()
    let run = run(
      scheduler,
      replies: [
        scheduler.createColdObservable([.next(10, page(total: 1, [("1", "한강")])), .completed(10)])
      ],
      query: [.next(210, "한강"), .next(600, "한강x"), .next(700, "한강")])
    XCTAssertEqual(run.search.calls, [call("한강", at: 510)])
    XCTAssertEqual(run.cells.events, [.next(200, []), .next(522, ["1 한강"])])
  }

  func testPagesAreLoadedOnDemandAndAppendedUntilEveryFilmIsLoaded() {
    let scheduler = TestScheduler.milliseconds()
    let run = run(
      scheduler,
      replies: [
        scheduler.createColdObservable([
          .next(20, page(total: 5, [("1", "별 1"), ("2", "별 2")])), .completed(20),
        ]),
        scheduler.createColdObservable([
          .next(20, page(total: 5, [("3", "별 3"), ("4", "별 4")])), .completed(20),
        ]),
        scheduler.createColdObservable([.next(20, page(total: 5, [("5", "별 5")])), .completed(20)]),
      ],
      query: [.next(210, "별!")],
      loadMore: [.next(700, ()), .next(705, ()), .next(800, ()), .next(900, ())], pageSize: 2)
    XCTAssertEqual(
      run.search.calls,
      [
        call("별!", size: 2, at: 510), call("별!", page: 2, size: 2, at: 700),
        call("별!", page: 3, size: 2, at: 800),
      ])
    XCTAssertEqual(
      run.cells.events.map(\.time), [200, 532, 722, 822])
    XCTAssertEqual(
      run.cells.events.last?.value.element, ["1 별 1", "2 별 2", "3 별 3", "4 별 4", "5 별 5"])
    XCTAssertEqual(
      run.canLoadMore.events,
      [.next(200, false), .next(532, true), .next(700, false), .next(722, true), .next(800, false)])
    XCTAssertEqual(run.totalCount.events, [.next(200, nil), .next(532, 5)])
    XCTAssertEqual(
      run.summary.events,
      [
        .next(200, ""), .next(510, "Searching for “별!”…"),
        .next(532, "Showing 2 of 5 films matching “별!”."),
        .next(700, "Showing 2 of 5 films matching “별!”. Loading more…"),
        .next(722, "Showing 4 of 5 films matching “별!”."),
        .next(800, "Showing 4 of 5 films matching “별!”. Loading more…"),
        .next(822, "5 films match “별!”."),
      ])
  }

  func testAQueryWithoutAMatchSaysSo() {
    let scheduler = TestScheduler.milliseconds()
    let run = run(
      scheduler,
      replies: [scheduler.createColdObservable([.next(10, page(total: 0, [])), .completed(10)])],
      query: [.next(210, "없는 영화")])
    XCTAssertEqual(run.noResults.events, [.next(200, false), .next(522, true)])
    XCTAssertEqual(run.summary.events.last, .next(522, "No films match “없는 영화”."))
  }

  func testOneQueryEndsTheOutputsOnceItIsAnswered() {
    let scheduler = TestScheduler.milliseconds()
    let search = ScriptedReplies<MovieSearchQuery, MovieSearchPage>(
      scheduler,
      [scheduler.createColdObservable([.next(10, page(total: 1, [("1", "한강")])), .completed(10)])])
    let output = MovieSearchViewModel(
      client: BoxOfficeClient(chart: { _, _ in .never() }, movieList: search.service),
      scheduler: scheduler, minimumLength: 0
    ).transform(input: .init(query: .just("한강")))
    let cells = scheduler.start { output.cells.map { $0.map(\.code) }.asObservable() }
    XCTAssertEqual(cells.events, [.next(200, []), .next(212, ["1"]), .completed(212)])
    XCTAssertEqual(search.calls.map(\.time), [200])
  }
}
