import Reactive
import ReactiveTest
import XCTest

final class ToArrayTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<[Int]>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.toArray().asObservable() }
  }

  func testEmptySourceSendsAnEmptyArray() {
    assertOperator(
      hot: [.next(150, 1), .completed(250)], sends: [.next(250, [Int]()), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.toArray().asObservable() }
  }

  func testCompletionSendsAllElementsInOrder() {
    assertOperator(
      hot: [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 2), .completed(250)],
      sends: [.next(250, [2, 3, 2]), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.toArray().asObservable() }
  }

  func testSourceErrorIsSentInsteadOfTheArray() {
    assertOperator(
      hot: [.next(210, 2), .error(230, testError)],
      sends: [Recorded<Event<[Int]>>.error(230, testError)],
      subscriptions: [Subscription(200, 230)]
    ) { $0.toArray().asObservable() }
  }

  func testDisposingEarlySendsNothing() {
    assertOperator(
      hot: [.next(210, 2), .completed(300)], disposed: 250, sends: [Recorded<Event<[Int]>>](),
      subscriptions: [Subscription(200, 250)]
    ) { $0.toArray().asObservable() }
  }

  func testEachSubscriptionCollectsItsOwnArray() {
    let arrays: Single<[Int]> = Observable.of(1, 2).toArray()
    var received: [[Int]] = []
    _ = arrays.subscribe(onSuccess: { received.append($0) })
    _ = arrays.subscribe(onSuccess: { received.append($0) })
    XCTAssertEqual(received, [[1, 2], [1, 2]])
  }

  func testTheSingleFailsWithTheSourceError() {
    var failure: String?
    _ = Observable.of(1).concat(Observable.error(testError)).toArray()
      .subscribe(onFailure: { failure = "\($0)" })
    XCTAssertEqual(failure, "test error")
  }

  func testEndingTheSubscriptionReleasesTheCollectedElements() {
    assertReleasesResources { $0.toArray().asObservable() }
  }
}
