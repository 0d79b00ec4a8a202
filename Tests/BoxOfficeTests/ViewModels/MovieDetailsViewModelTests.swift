import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import ReactiveTest
import XCTest

/// A film's details in virtual time: a slow reply overtaken by a newer code, a failure followed by
/// a successful reload, films shown again without a request, and one code ending the outputs. The
/// client is asked when a state asks for a film, its reply is subscribed one tick later, and the
/// reply changes the state one tick after it arrives.
final class MovieDetailsViewModelTests: BoxOfficeTestCase {
  override func setUp() {
    super.setUp()
    drainMainQueue()
  }

  private let first = MovieDetails(
    code: "20231234", title: "서울의 별", englishTitle: "Star of Seoul", runtimeMinutes: 118,
    productionYear: 2023, audits: [.init(number: "1", grade: "12세이상관람가")])
  private let second = MovieDetails(code: "20190501", title: "괴물의 집", productionYear: 2019)

  private struct Run {
    let title: TestableObserver<String>
    let sections: TestableObserver<[String]>
    let isLoading: TestableObserver<Bool>
    let errors: TestableObserver<BoxOfficeError>
    let details: TestableObserver<String?>
    let info: ScriptedReplies<String, MovieDetails>
  }

  private func run(
    _ scheduler: TestScheduler, replies: [TestableObservable<MovieDetails>],
    codes: [Recorded<Event<String>>], reload: [Recorded<Event<Void>>] = []
  ) -> Run {
    let info = ScriptedReplies<String, MovieDetails>(scheduler, replies)
    let output = MovieDetailsViewModel(
      client: BoxOfficeClient(chart: { _, _ in .never() }, movieInfo: info.service),
      scheduler: scheduler
    ).transform(
      input: .init(
        code: scheduler.createHotObservable(codes).asObservable(),
        reload: scheduler.createHotObservable(reload).asObservable()))
    let run = Run(
      title: scheduler.record(output.title),
      sections: scheduler.record(output.sections.map { $0.map(\.title) }),
      isLoading: scheduler.record(output.isLoading), errors: scheduler.record(output.errors),
      details: scheduler.record(output.details.map { $0?.code }), info: info)
    scheduler.start()
    return run
  }

  private func call(_ code: String, _ policy: CachePolicy = .useCache, at time: TestTime)
    -> ScriptedReplies<String, MovieDetails>.Call
  {
    .init(request: code, cachePolicy: policy, time: time)
  }

  func testASlowReplyOvertakenByANewerCodeIsNeverShown() {
    let scheduler = TestScheduler(initialClock: 0)
    let run = run(
      scheduler,
      replies: [
        scheduler.createColdObservable([.next(100, first), .completed(100)]),
        scheduler.createColdObservable([.next(20, second), .completed(20)]),
      ],
      codes: [.next(210, "20231234"), .next(230, "20190501")])
    XCTAssertEqual(run.info.calls, [call("20231234", at: 210), call("20190501", at: 230)])
    XCTAssertEqual(run.info.replies[0].subscriptions, [Subscription(211, 231)])
    XCTAssertEqual(run.info.replies[1].subscriptions, [Subscription(231, 251)])
    XCTAssertEqual(run.title.events, [.next(200, ""), .next(252, "괴물의 집 · 2019")])
    XCTAssertEqual(run.details.events, [.next(200, nil), .next(252, "20190501")])
    XCTAssertEqual(run.sections.events, [.next(200, []), .next(252, ["Film"])])
    XCTAssertEqual(run.isLoading.events, [.next(200, false), .next(210, true), .next(252, false)])
    XCTAssertEqual(run.errors.events, [])
  }

  func testAFailureIsReportedAndASuccessfulReloadShowsTheFilm() {
    let scheduler = TestScheduler(initialClock: 0)
    let run = run(
      scheduler,
      replies: [
        scheduler.createColdObservable([.error(30, BoxOfficeError.timedOut(seconds: 10))]),
        scheduler.createColdObservable([.next(30, first), .completed(30)]),
      ],
      codes: [.next(210, "20231234")], reload: [.next(300, ())])
    XCTAssertEqual(
      run.info.calls, [call("20231234", at: 210), call("20231234", .reloadIgnoringCache, at: 300)])
    XCTAssertEqual(run.errors.events, [.next(242, .timedOut(seconds: 10))])
    XCTAssertEqual(
      run.title.events,
      [.next(200, ""), .next(332, "서울의 별 · Star of Seoul · 2023 · 118 min · 12+")])
    XCTAssertEqual(
      run.isLoading.events,
      [.next(200, false), .next(210, true), .next(242, false), .next(300, true), .next(332, false)])
  }

  func testAFilmShownBeforeShowsAgainAtOnceWithoutARequest() {
    let scheduler = TestScheduler(initialClock: 0)
    let run = run(
      scheduler,
      replies: [
        scheduler.createColdObservable([.next(10, first), .completed(10)]),
        scheduler.createColdObservable([.next(10, second), .completed(10)]),
      ],
      codes: [
        .next(210, "20231234"), .next(300, "20190501"), .next(400, "20231234"),
        .next(410, "20231234"),
      ])
    XCTAssertEqual(run.info.calls.map(\.request), ["20231234", "20190501"])
    XCTAssertEqual(
      run.details.events,
      [
        .next(200, nil), .next(222, "20231234"), .next(300, nil), .next(312, "20190501"),
        .next(400, "20231234"),
      ])
    XCTAssertEqual(
      run.isLoading.events,
      [.next(200, false), .next(210, true), .next(222, false), .next(300, true), .next(312, false)])
  }

  func testACachedFilmShownWhileAnotherLoadsCancelsThatRequest() {
    let scheduler = TestScheduler(initialClock: 0)
    let run = run(
      scheduler,
      replies: [
        scheduler.createColdObservable([.next(10, first), .completed(10)]),
        scheduler.createColdObservable([.next(100, second), .completed(100)]),
      ],
      codes: [.next(210, "20231234"), .next(300, "20190501"), .next(320, "20231234")])
    XCTAssertEqual(run.info.replies[1].subscriptions, [Subscription(301, 321)])
    XCTAssertEqual(run.details.events.last, .next(320, "20231234"))
    XCTAssertEqual(run.isLoading.events.last, .next(320, false))
  }

  func testOneCodeEndsTheOutputsOnceItIsAnswered() {
    let scheduler = TestScheduler(initialClock: 0)
    let info = ScriptedReplies<String, MovieDetails>(
      scheduler,
      [scheduler.createColdObservable([.error(10, BoxOfficeError.movieNotFound(code: "1"))])])
    let output = MovieDetailsViewModel(
      client: BoxOfficeClient(chart: { _, _ in .never() }, movieInfo: info.service),
      scheduler: scheduler
    ).transform(input: .init(code: .just("1")))
    let errors = scheduler.start { output.errors.asObservable() }
    XCTAssertEqual(errors.events, [.next(212, .movieNotFound(code: "1")), .completed(212)])
  }
}
