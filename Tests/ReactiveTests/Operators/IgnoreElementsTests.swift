import Reactive
import ReactiveTest
import XCTest

final class IgnoreElementsTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Never>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.ignoreElements() }
  }

  func testEmptySourceCompletes() {
    assertOperator(
      hot: [.next(150, 1), .completed(250)], sends: [Recorded<Event<Never>>.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.ignoreElements() }
  }

  func testElementsAreDroppedAndTheCompletionSent() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .completed(250)],
      sends: [Recorded<Event<Never>>.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.ignoreElements() }
  }

  func testSourceErrorIsForwarded() {
    assertOperator(
      hot: [.next(210, 2), .error(230, testError)],
      sends: [Recorded<Event<Never>>.error(230, testError)],
      subscriptions: [Subscription(200, 230)]
    ) { $0.ignoreElements() }
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    assertOperator(
      hot: [.next(210, 2), .completed(300)], disposed: 250, sends: [Recorded<Event<Never>>](),
      subscriptions: [Subscription(200, 250)]
    ) { $0.ignoreElements() }
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.ignoreElements() }
  }
}
