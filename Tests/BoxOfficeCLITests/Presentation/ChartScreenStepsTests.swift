import BoxOffice
import BoxOfficeTestSupport
import Foundation
import Reactive
import ReactiveTest
import XCTest

@testable import BoxOfficeCLI

/// The chart command's screen model (``ChartScreen/steps(_:isSample:label:)``) bound as the
/// runner binds it, in virtual time: what the spinner is told and when, when the run has
/// something to show, and the subscription to the client. The view model's load starts one tick
/// after the binding (it subscribes to the client on its scheduler, here the test scheduler, with
/// `subscribe(on:)`); the client's `Single` answers when its reply completes, and the wrapper of
/// the reply disposes it then, as RxSwift's `create` does.
final class ChartScreenStepsTests: CLITestCase {
  private enum Seen: Equatable {
    case loading(Bool)
    case screen([String])
    case failure(CommandFailure)
  }

  private let chart = SampleCharts.chart(
    for: BoxOfficeEndpoint(kind: .daily, date: day("20250205")))
  private let endpoint = BoxOfficeEndpoint(
    kind: .daily, date: day("20250205"), filters: .init(itemsPerPage: 2))

  override func setUp() {
    super.setUp()
    drainMainQueue()
  }

  /// Binds at 200 to a view model whose client answers with `events`, disposes at `disposal`,
  /// and returns what the view saw with its times and the client's subscriptions.
  private func run(
    _ events: [Recorded<Event<BoxOfficeChart>>], isSample: Bool = false,
    disposal: TestTime = 1000
  ) -> (seen: [Recorded<Seen>], subscriptions: [Subscription]) {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable(events)
    // Safe: the test scheduler runs everything on this thread.
    nonisolated(unsafe) let observable = source.asObservable()
    let viewModel = BoxOfficeChartViewModel(
      client: BoxOfficeClient { _, _ in observable.asSingle() }, scheduler: scheduler)
    var seen: [Recorded<Seen>] = []
    var binding: (any Disposable)?
    scheduler.scheduleAt(200) {
      binding = self.bind(
        ChartScreen.steps(
          viewModel.transform(input: .init(query: .just(self.endpoint))), isSample: isSample,
          label: "…"),
        waiting: { seen.append(Recorded(time: scheduler.clock, value: .loading($0 != .idle))) },
        finished: { outcome in
          switch outcome {
          case .success(let screen):
            let rows = screen.cells.map { "\($0.rank) \($0.rankChangeText) \($0.title)" }
            seen.append(Recorded(time: scheduler.clock, value: .screen([screen.title] + rows)))
          case .failure(let error):
            seen.append(Recorded(time: scheduler.clock, value: .failure(error)))
          }
        })
    }
    scheduler.scheduleAt(disposal) { binding?.dispose() }
    scheduler.start()
    return (seen, source.subscriptions)
  }

  func testTheRowsArriveAsLoadingEndsWithTheTitleOfTheirChart() {
    let (seen, subscriptions) = run([.next(10, chart), .completed(20)])
    // The first screen is the one before the query; the query starts the load at once, and the
    // screen whose load has ended is the answer.
    XCTAssertEqual(
      seen,
      [
        Recorded(time: 200, value: .loading(false)),
        Recorded(time: 200, value: .loading(true)),
        Recorded(
          time: 222,
          value: .screen([
            "Daily box office · 2025-02-05 (Wed)", "1 NEW 한강의 밤", "2 ▼1 바람의 검객",
          ])),
      ])
    XCTAssertEqual(subscriptions, [Subscription(201, 221)])
  }

  func testAFailureIsTheOutcomeAndEndsLoading() {
    let (seen, subscriptions) = run([.error(30, BoxOfficeError.httpStatus(500))])
    XCTAssertEqual(
      seen,
      [
        Recorded(time: 200, value: .loading(false)),
        Recorded(time: 200, value: .loading(true)),
        Recorded(time: 232, value: .failure(CommandFailure(.httpStatus(500)))),
      ])
    XCTAssertEqual(subscriptions, [Subscription(201, 231)])
  }

  func testAFailureBeforeAnyRequestIsReportedAsTheLoadStarts() {
    let scheduler = TestScheduler(initialClock: 0)
    let viewModel = BoxOfficeChartViewModel(
      client: BoxOfficeClient { _, _ in .error(BoxOfficeError.missingAPIKey) },
      scheduler: scheduler)
    var outcomes: [Recorded<Result<ChartScreen, CommandFailure>>] = []
    var binding: (any Disposable)?
    scheduler.scheduleAt(200) {
      binding = self.bind(
        ChartScreen.steps(
          viewModel.transform(input: .init(query: .just(self.endpoint))), isSample: false,
          label: "…"),
        finished: { outcomes.append(Recorded(time: scheduler.clock, value: $0)) })
    }
    scheduler.scheduleAt(1000) { binding?.dispose() }
    scheduler.start()
    XCTAssertEqual(outcomes, [Recorded(time: 202, value: .failure(CommandFailure(.missingAPIKey)))])
  }

  func testDisposingCancelsTheRequestAndNothingMoreIsSeen() {
    let (seen, subscriptions) = run([.next(10, chart), .completed(20)], disposal: 210)
    XCTAssertEqual(
      seen,
      [Recorded(time: 200, value: .loading(false)), Recorded(time: 200, value: .loading(true))])
    XCTAssertEqual(subscriptions, [Subscription(201, 211)])
  }

  func testAClientThatNeverAnswersKeepsLoadingWithNoOutcome() {
    let (seen, subscriptions) = run([])
    XCTAssertEqual(
      seen,
      [Recorded(time: 200, value: .loading(false)), Recorded(time: 200, value: .loading(true))])
    XCTAssertEqual(subscriptions, [Subscription(201, 1001)])
  }

  func testTheSampleFlagReachesTheScreen() {
    let viewModel = BoxOfficeChartViewModel(
      client: SampleCharts.client, scheduler: MainScheduler.instance)
    var outcomes: [Result<ChartScreen, CommandFailure>] = []
    let binding = bind(
      ChartScreen.steps(
        viewModel.transform(input: .init(query: .just(endpoint))), isSample: true, label: "…"),
      finished: { outcomes.append($0) })
    let deadline = Date().addingTimeInterval(5)
    MainRunLoop.spin { !outcomes.isEmpty || Date() > deadline }
    binding.dispose()
    guard outcomes.count == 1, case .success(let screen) = outcomes[0] else {
      return XCTFail("not one screen: \(outcomes)")
    }
    XCTAssertTrue(screen.isSample)
    XCTAssertEqual(screen.cells.count, 2, "the view model keeps what --limit asked for")
  }

  func testTheTitleIsTheChartsEvenWhenTheMainQueueDeliversTheOutputsOneByOne() throws {
    // Asked for the weekend of 2025-03-01, the sample's weekend arrives: the title changes with
    // the chart. Sent from another thread, every output's values reach the view through the
    // main queue, one value per action, so the rows come before the new title.
    let endpoint = BoxOfficeEndpoint(kind: .weekend, date: day("20250301"))
    let reply = PublishSubject<BoxOfficeChart>()
    let viewModel = BoxOfficeChartViewModel(
      client: BoxOfficeClient { _, _ in reply.take(1).asSingle() },
      scheduler: MainScheduler.instance)
    var outcome: Result<ChartScreen, CommandFailure>?
    let binding = bind(
      ChartScreen.steps(
        viewModel.transform(input: .init(query: .just(endpoint))), isSample: true, label: "…"),
      finished: { outcome = $0 })
    defer { binding.dispose() }
    let sent = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      reply.onNext(SampleCharts.chart(for: endpoint))
      sent.signal()
    }
    sent.wait()
    XCTAssertTrue(outcome == nil, "nothing is delivered before the main queue runs")
    let deadline = Date().addingTimeInterval(5)
    while outcome == nil && Date() < deadline {
      RunLoop.main.run(until: Date().addingTimeInterval(0.01))
    }
    let screen = try XCTUnwrap(try outcome?.get())
    XCTAssertEqual(
      screen.title, "Weekend box office (Fri–Sun) · 2025-02-07 – 2025-02-09 · ISO week 2025-W06")
  }
}
