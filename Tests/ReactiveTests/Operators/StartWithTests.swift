import Reactive
import ReactiveTest
import XCTest

final class StartWithTests: ReactiveTestCase {
  func testNeverSourceSendsOnlyTheElements() {
    assertOperator(
      hot: [.next(150, 1)], sends: [.next(200, 7), .next(200, 8)],
      subscriptions: [Subscription(200, 1000)]
    ) { $0.startWith(7, 8) }
  }

  func testEmptySourceSendsTheElementsThenCompletes() {
    assertOperator(
      hot: [.next(150, 1), .completed(250)], sends: [.next(200, 7), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.startWith(7) }
  }

  func testElementsComeBeforeTheSourceElements() {
    assertOperator(
      hot: [.next(150, 1), .next(220, 2), .next(230, 3), .completed(250)],
      sends: [
        .next(200, 7), .next(200, 8), .next(200, 9), .next(220, 2), .next(230, 3), .completed(250),
      ],
      subscriptions: [Subscription(200, 250)]
    ) { $0.startWith(7, 8, 9) }
  }

  func testNoElementsLeavesTheSourceUnchanged() {
    assertOperator(
      hot: [.next(220, 2), .completed(250)], sends: [.next(220, 2), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.startWith() }
  }

  func testSourceErrorIsForwarded() {
    assertOperator(
      hot: [.next(220, 2), .error(230, testError)],
      sends: [.next(200, 7), .next(220, 2), .error(230, testError)],
      subscriptions: [Subscription(200, 230)]
    ) { $0.startWith(7) }
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    assertOperator(
      hot: [.next(220, 2), .next(260, 3), .completed(300)], disposed: 250,
      sends: [.next(200, 7), .next(220, 2)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.startWith(7) }
  }

  func testDisposalDuringTheElementsStopsThemAndSubscribesAndDisposesTheSource() {
    assertOperator(
      hot: [.next(220, 2), .completed(250)], sends: [.next(200, 7), .completed(200)],
      subscriptions: [Subscription(200, 200)]
    ) { $0.startWith(7, 8, 9).take(1) }
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.startWith(Token()) }
  }
}
