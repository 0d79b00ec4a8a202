import Reactive
import ReactiveTest
import XCTest

final class ReduceTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.reduce(0) { $0 + $1 } }
  }

  func testEmptySourceSendsTheSeed() {
    assertOperator(
      hot: [.next(150, 1), .completed(250)], sends: [.next(250, 42), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.reduce(42) { $0 + $1 } }
  }

  func testCompletionSendsTheFinalAccumulationOnly() {
    assertOperator(
      hot: [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250)],
      sends: [.next(250, 9), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.reduce(0) { $0 + $1 } }
  }

  func testMapResultTransformsTheFinalAccumulation() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .completed(250)],
      sends: [.next(250, "sum 5"), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.reduce(0, accumulator: { $0 + $1 }, mapResult: { "sum \($0)" }) }
  }

  func testSourceErrorIsSentInsteadOfTheResult() {
    assertOperator(
      hot: [.next(210, 2), .error(230, testError)], sends: [.error(230, testError)],
      subscriptions: [Subscription(200, 230)]
    ) { $0.reduce(0) { $0 + $1 } }
  }

  func testDisposingEarlySendsNothing() {
    assertOperator(
      hot: [.next(210, 2), .completed(300)], disposed: 250, sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 250)]
    ) { $0.reduce(0) { $0 + $1 } }
  }

  func testThrowingAccumulatorSendsErrorAndUnsubscribes() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .completed(250)], sends: [.error(220, testError)],
      subscriptions: [Subscription(200, 220)]
    ) {
      $0.reduce(0) { sum, value in
        if value == 3 { throw testError }
        return sum + value
      }
    }
  }

  func testThrowingMapResultSendsErrorInsteadOfTheResult() {
    assertOperator(
      hot: [.next(210, 2), .completed(250)], sends: [Recorded<Event<String>>.error(250, testError)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.reduce(0, accumulator: { $0 + $1 }, mapResult: { _ -> String in throw testError }) }
  }

  func testDisposalByTheResultStopsBeforeTheCompletion() {
    let subject = PublishSubject<Int>()
    var events: [Event<Int>] = []
    var subscription: (any Disposable)?
    subscription = subject.reduce(0) { $0 + $1 }.subscribe { event in
      events.append(event)
      subscription?.dispose()
    }
    subject.onNext(1)
    subject.onCompleted()
    XCTAssertEqual(events, [.next(1)])
  }

  func testEndingTheSubscriptionReleasesTheAccumulation() {
    assertReleasesResources { $0.reduce([Token]()) { $0 + [$1] } }
  }
}
