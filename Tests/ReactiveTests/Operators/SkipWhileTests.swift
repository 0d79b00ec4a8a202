import Reactive
import ReactiveTest
import XCTest

final class SkipWhileTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.skip(while: { $0 < 4 }) }
  }

  func testEmptySourceCompletes() {
    assertOperator(
      hot: [.next(150, 1), .completed(250)], sends: [Recorded<Event<Int>>.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.skip(while: { $0 < 4 }) }
  }

  func testSendsFromTheFirstFailingElementOn() {
    assertOperator(
      hot: [
        .next(150, 9), .next(210, 2), .next(220, 4), .next(230, 1), .next(240, 5), .completed(250),
      ],
      sends: [.next(220, 4), .next(230, 1), .next(240, 5), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.skip(while: { $0 < 4 }) }
  }

  func testAlwaysTruePredicateSendsOnlyTheCompletion() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .completed(250)],
      sends: [Recorded<Event<Int>>.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.skip(while: { _ in true }) }
  }

  func testSourceErrorIsForwarded() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 5), .error(230, testError)],
      sends: [.next(220, 5), .error(230, testError)],
      subscriptions: [Subscription(200, 230)]
    ) { $0.skip(while: { $0 < 4 }) }
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    assertOperator(
      hot: [.next(210, 5), .next(260, 3), .completed(300)], disposed: 250,
      sends: [.next(210, 5)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.skip(while: { $0 < 4 }) }
  }

  func testThrowingPredicateSendsErrorAndUnsubscribes() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .next(230, 5), .completed(250)],
      sends: [Recorded<Event<Int>>.error(220, testError)],
      subscriptions: [Subscription(200, 220)]
    ) {
      $0.skip(while: { value in
        if value == 3 { throw testError }
        return true
      })
    }
  }

  func testPredicateIsNotCalledAfterItFails() {
    var tested: [Int] = []
    var received: [Int] = []
    _ = Observable.of(1, 5, 2, 6).skip(while: { value in
      tested.append(value)
      return value < 4
    }).subscribe(onNext: { received.append($0) })
    XCTAssertEqual(tested, [1, 5])
    XCTAssertEqual(received, [5, 2, 6])
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.skip(while: { _ in false }) }
  }
}
