import Reactive
import ReactiveTest
import XCTest

final class CompactMapTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertOperator(
      hot: [.next(150, "1")], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.compactMap { Int($0) } }
  }

  func testEmptySourceCompletes() {
    assertOperator(
      hot: [.next(150, "1"), .completed(250)], sends: [Recorded<Event<Int>>.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.compactMap { Int($0) } }
  }

  func testNonNilResultsAreSentAndNilsDropped() {
    assertOperator(
      hot: [
        .next(150, "0"), .next(210, "1"), .next(220, "x"), .next(230, "3"), .next(240, ""),
        .completed(250),
      ],
      sends: [.next(210, 1), .next(230, 3), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.compactMap { Int($0) } }
  }

  func testSourceErrorIsForwarded() {
    assertOperator(
      hot: [.next(210, "1"), .error(230, testError)],
      sends: [.next(210, 1), .error(230, testError)],
      subscriptions: [Subscription(200, 230)]
    ) { $0.compactMap { Int($0) } }
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    assertOperator(
      hot: [.next(210, "1"), .next(260, "2"), .completed(300)], disposed: 250,
      sends: [.next(210, 1)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.compactMap { Int($0) } }
  }

  func testThrowingTransformSendsErrorAndUnsubscribes() {
    assertOperator(
      hot: [.next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(250)],
      sends: [.next(210, 1), .error(220, testError)],
      subscriptions: [Subscription(200, 220)]
    ) {
      $0.compactMap { text -> Int? in
        guard let value = Int(text) else { throw testError }
        return value
      }
    }
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.compactMap { $0 } }
  }
}
