import BoxOffice
import Reactive
import ReactiveTest
import XCTest

@testable import BoxOfficeCLI

/// The seam to the client, in virtual time: the outputs the view gets, in order, on the
/// presenter's scheduler, and the subscription to the client.
final class ChartPresenterTests: CLITestCase {
  private enum Output: Equatable {
    case loading(Bool)
    case chart(String)
    case error(BoxOfficeError)
  }

  private let chart = SampleCharts.chart(for: .daily(DailyQuery(date: day("20250205"))))
  private let endpoint = BoxOfficeEndpoint.daily(DailyQuery(date: day("20250205")))

  /// Binds at 200 to a client answering with `events`, disposes at `disposal`, and returns the
  /// outputs with their times and the client's subscriptions.
  private func run(
    _ events: [Recorded<Event<BoxOfficeChart>>], limit: Int? = nil, disposal: TestTime = 1000
  ) -> (outputs: [Recorded<Output>], subscriptions: [Subscription]) {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable(events)
    // The test scheduler runs everything on this thread; the client's closure is only called
    // from `bind` below.
    nonisolated(unsafe) let observable = source.asObservable()
    let presenter = ChartPresenter(
      client: BoxOfficeClient { _, _ in observable }, isSample: false, scheduler: scheduler)
    var outputs: [Recorded<Output>] = []
    var subscription: (any Disposable)?
    scheduler.scheduleAt(200) {
      subscription = presenter.bind(
        self.endpoint, cachePolicy: .useCache, limit: limit,
        loading: { outputs.append(Recorded(time: scheduler.clock, value: .loading($0))) },
        chart: { presentation in
          let text = presentation.cells.map(\.title).joined(separator: ",")
          outputs.append(Recorded(time: scheduler.clock, value: .chart(text)))
        },
        error: { outputs.append(Recorded(time: scheduler.clock, value: .error($0))) })
    }
    scheduler.scheduleAt(disposal) { subscription?.dispose() }
    scheduler.start()
    return (outputs, source.subscriptions)
  }

  func testAChartArrivesBetweenLoadingAndNotLoadingOnTheScheduler() {
    let (outputs, subscriptions) = run([.next(10, chart), .completed(20)], limit: 2)
    XCTAssertEqual(
      outputs,
      [
        Recorded(time: 200, value: .loading(true)),
        Recorded(time: 211, value: .chart("한강의 밤,바람의 검객")),
        Recorded(time: 221, value: .loading(false)),
      ])
    XCTAssertEqual(subscriptions, [Subscription(200, 220)])
  }

  func testAnErrorEndsLoadingAndIsReported() {
    let (outputs, subscriptions) = run([.error(30, BoxOfficeError.httpStatus(500))])
    XCTAssertEqual(
      outputs,
      [
        Recorded(time: 200, value: .loading(true)),
        Recorded(time: 231, value: .loading(false)),
        Recorded(time: 231, value: .error(.httpStatus(500))),
      ])
    XCTAssertEqual(subscriptions, [Subscription(200, 230)])
  }

  func testAnErrorThatIsNotABoxOfficeErrorIsReportedAsATransportFailure() {
    struct Other: Error {}
    let (outputs, _) = run([.error(30, Other())])
    XCTAssertEqual(outputs.last?.value, .error(.transportFailure("the request failed")))
  }

  func testDisposingCancelsTheRequestAndAnyDeliveryNotYetMade() {
    let (outputs, subscriptions) = run([.next(10, chart), .completed(20)], disposal: 210)
    XCTAssertEqual(outputs, [Recorded(time: 200, value: .loading(true))])
    XCTAssertEqual(subscriptions, [Subscription(200, 210)])
  }

  func testAClientThatNeverAnswersKeepsLoading() {
    let (outputs, subscriptions) = run([])
    XCTAssertEqual(outputs, [Recorded(time: 200, value: .loading(true))])
    XCTAssertEqual(subscriptions, [Subscription(200, 1000)])
  }

  func testTheClientIsAskedForTheEndpointAndPolicy() {
    let recording = RecordingClient(answering: chart)
    let presenter = ChartPresenter(
      client: recording.client, isSample: true, scheduler: CurrentThreadScheduler.instance)
    var received: [ChartPresentation] = []
    presenter.bind(
      endpoint, cachePolicy: .reloadIgnoringCache, limit: nil, loading: { _ in },
      chart: { received.append($0) }, error: { _ in }
    ).dispose()
    XCTAssertEqual(recording.endpoints, [endpoint])
    XCTAssertEqual(recording.policies, [.reloadIgnoringCache])
    XCTAssertEqual(received.map(\.isSample), [true])
  }
}
