import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

/// The chart view model's outputs bound one after the other on the main thread while the load,
/// started by the first binding, answers at once on a background thread: whichever output is bound
/// first, and whether the answer lands before, during or after the second binding joins the
/// shared state, the outcome arrives exactly once and loading ends.
///
/// Outputs bound again after the views left while the load ran get its chart once, whether the
/// load ended before they left or was cancelled and started again.
///
/// Each case runs many iterations with real threads and real delivery on the main thread, served
/// by running the main run loop; the timeouts only turn a lost outcome into a failure instead of a
/// hang.
final class BoxOfficeChartViewModelBindingRaceTests: BoxOfficeTestCase {
  private static let iterations = isSanitized ? 100 : 500
  private let endpoint = BoxOfficeEndpoint(kind: .daily, date: day("20241225"))

  override func setUp() {
    super.setUp()
    drainMainQueue()
  }

  /// A client that answers with `reply`, on the thread the load subscribes on or, if `hops`, on
  /// another background thread.
  private static func client(_ reply: Result<BoxOfficeChart, BoxOfficeError>, hops: Bool)
    -> BoxOfficeClient
  {
    let hop = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    return BoxOfficeClient { _, _ in
      let answer: Single<BoxOfficeChart> =
        switch reply {
        case .success(let chart): .just(chart)
        case .failure(let error): .error(error)
        }
      return hops ? answer.observe(on: hop) : answer
    }
  }

  /// Binds loading, then the outcome (or the other way round if `outcomeFirst`), many times, and
  /// asserts each time that the outcome is `reply` and that loading ended.
  private func assertEveryBindingGetsTheOutcome(
    _ reply: Result<BoxOfficeChart, BoxOfficeError>, outcomeFirst: Bool,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    for iteration in 0..<Self.iterations {
      let viewModel = BoxOfficeChartViewModel(
        client: Self.client(reply, hops: iteration.isMultiple(of: 2)),
        scheduler: MainScheduler.instance, loadScheduler: scheduler)
      let output = viewModel.transform(input: .init(query: .just(endpoint)))
      var outcomes: [Result<BoxOfficeChart, BoxOfficeError>] = []
      var loading: [Bool] = []
      let bindOutcome = {
        output.outcome.drive(onNext: { outcomes.append($0.map(\.chart)) })
      }
      let bindLoading = { output.loading.drive(onNext: { loading.append($0) }) }
      let bindings =
        outcomeFirst
        ? CompositeDisposable(bindOutcome(), bindLoading())
        : CompositeDisposable(bindLoading(), bindOutcome())
      let ended = spinMainRunLoop(timeout: 10) { !outcomes.isEmpty && loading.last == false }
      bindings.dispose()
      guard ended else {
        XCTFail(
          "iteration \(iteration): no outcome or loading still on: \(outcomes), \(loading)",
          file: file, line: line)
        return
      }
      XCTAssertEqual(outcomes, [reply], "iteration \(iteration)", file: file, line: line)
      if !outcomeFirst {
        // Loading, bound first, starts the load and sees it from its start.
        XCTAssertEqual(
          loading, [false, true, false], "iteration \(iteration)", file: file, line: line)
      }
    }
  }

  private func chart() throws -> BoxOfficeChart {
    try BoxOfficeChart(decoding: FixtureLibrary.project("daily-20241225"))
  }

  func testLoadingBoundFirstThenTheOutcomeGetsTheChart() throws {
    assertEveryBindingGetsTheOutcome(.success(try chart()), outcomeFirst: false)
  }

  func testLoadingBoundFirstThenTheOutcomeGetsTheFailure() {
    assertEveryBindingGetsTheOutcome(.failure(.httpStatus(500)), outcomeFirst: false)
  }

  func testTheOutcomeBoundFirstGetsTheChart() throws {
    assertEveryBindingGetsTheOutcome(.success(try chart()), outcomeFirst: true)
  }

  func testOutputsBoundAgainAfterTheViewsLeftDuringTheLoadGetTheChartOnceAndLoadingEnds() throws {
    let chart = try chart()
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    for iteration in 0..<Self.iterations {
      // A query sent once, as a button's tap is: the outputs bound again do not get it again.
      let query = PublishSubject<BoxOfficeEndpoint>()
      let output = BoxOfficeChartViewModel(
        client: Self.client(.success(chart), hops: iteration.isMultiple(of: 2)),
        scheduler: MainScheduler.instance, loadScheduler: scheduler
      )
      .transform(input: .init(query: query.asObservable()))
      let first = CompositeDisposable(
        output.outcome.drive(onNext: { _ in }), output.loading.drive(onNext: { _ in }))
      query.onNext(endpoint)
      // The load has started on a background thread; it may have ended by now, or not.
      first.dispose()
      var outcomes: [Result<BoxOfficeChart, BoxOfficeError>] = []
      var loading: [Bool] = []
      let second = CompositeDisposable(
        output.outcome.drive(onNext: { outcomes.append($0.map(\.chart)) }),
        output.loading.drive(onNext: { loading.append($0) }))
      let ended = spinMainRunLoop(timeout: 10) { !outcomes.isEmpty && loading.last == false }
      second.dispose()
      guard ended else {
        XCTFail("iteration \(iteration): no outcome or loading still on: \(outcomes), \(loading)")
        return
      }
      XCTAssertEqual(outcomes, [.success(chart)], "iteration \(iteration)")
    }
  }
}

/// Runs the main run loop, and with it the main queue, until `condition` holds or `timeout`
/// seconds have passed; returns whether `condition` holds.
private func spinMainRunLoop(timeout: TimeInterval, until condition: () -> Bool) -> Bool {
  let deadline = Date().addingTimeInterval(timeout)
  while !condition() && Date() < deadline {
    RunLoop.main.run(until: Date().addingTimeInterval(0.002))
  }
  return condition()
}
