import Reactive
import ReactiveTest
import XCTest

final class FilterTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.filter { $0.isMultiple(of: 2) } }
  }

  func testEmptySourceCompletes() {
    assertOperator(
      hot: [.next(150, 1), .completed(250)], sends: [Recorded<Event<Int>>.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.filter { $0.isMultiple(of: 2) } }
  }

  func testOnlyMatchingElementsAreSent() {
    assertOperator(
      hot: [
        .next(150, 2), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
      ],
      sends: [.next(210, 2), .next(230, 4), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.filter { $0.isMultiple(of: 2) } }
  }

  func testNothingMatchingSendsOnlyTheCompletion() {
    assertOperator(
      hot: [.next(210, 3), .next(220, 5), .completed(250)],
      sends: [Recorded<Event<Int>>.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.filter { $0.isMultiple(of: 2) } }
  }

  func testSourceErrorIsForwarded() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .error(230, testError)],
      sends: [.next(210, 2), .error(230, testError)],
      subscriptions: [Subscription(200, 230)]
    ) { $0.filter { $0.isMultiple(of: 2) } }
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    assertOperator(
      hot: [.next(210, 2), .next(260, 4), .completed(300)], disposed: 250,
      sends: [.next(210, 2)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.filter { $0.isMultiple(of: 2) } }
  }

  func testThrowingPredicateSendsErrorAndUnsubscribes() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)],
      sends: [.next(210, 2), .error(220, testError)],
      subscriptions: [Subscription(200, 220)]
    ) {
      $0.filter { value in
        if value == 3 { throw testError }
        return true
      }
    }
  }

  func testSynchronousSourceWithThrowingPredicateStopsTheSource() {
    var tested: [Int] = []
    var received: [Event<Int>] = []
    _ = Observable.range(start: 1, count: 100)
      .filter { value in
        tested.append(value)
        if value == 3 { throw testError }
        return value == 2
      }
      .subscribe { received.append($0) }
    XCTAssertEqual(tested, [1, 2, 3])
    XCTAssertEqual(received, [.next(2), .error(testError)])
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.filter { _ in true } }
  }
}
