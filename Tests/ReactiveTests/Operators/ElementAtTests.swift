import Reactive
import ReactiveTest
import XCTest

final class ElementAtTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.element(at: 1) }
  }

  func testEmptySourceFailsWithArgumentOutOfRange() {
    assertOperator(
      hot: [.next(150, 1), .completed(250)],
      sends: [Recorded<Event<Int>>.error(250, RxError.argumentOutOfRange)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.element(at: 0) }
  }

  func testSendsTheElementAtTheIndexThenCompletesAndUnsubscribes() {
    assertOperator(
      hot: [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250)],
      sends: [.next(220, 3), .completed(220)],
      subscriptions: [Subscription(200, 220)]
    ) { $0.element(at: 1) }
  }

  func testIndexZeroSendsTheFirstElement() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .completed(250)],
      sends: [.next(210, 2), .completed(210)],
      subscriptions: [Subscription(200, 210)]
    ) { $0.element(at: 0) }
  }

  func testSourceCompletingTooEarlyFailsWithArgumentOutOfRange() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .completed(250)],
      sends: [Recorded<Event<Int>>.error(250, RxError.argumentOutOfRange)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.element(at: 2) }
  }

  func testSourceErrorIsForwarded() {
    assertOperator(
      hot: [.next(210, 2), .error(230, testError)],
      sends: [Recorded<Event<Int>>.error(230, testError)],
      subscriptions: [Subscription(200, 230)]
    ) { $0.element(at: 3) }
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    assertOperator(
      hot: [.next(210, 2), .next(260, 3), .completed(300)], disposed: 250,
      sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 250)]
    ) { $0.element(at: 1) }
  }

  func testSynchronousSourceStopsAtTheElement() {
    var produced: [Int] = []
    var received: [Event<Int>] = []
    _ = Observable.range(start: 1, count: 100)
      .do(onNext: { produced.append($0) })
      .element(at: 2)
      .subscribe { received.append($0) }
    XCTAssertEqual(produced, [1, 2, 3])
    XCTAssertEqual(received, [.next(3), .completed])
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.element(at: 3) }
  }
}
