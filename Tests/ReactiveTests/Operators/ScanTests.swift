import Reactive
import ReactiveTest
import XCTest

final class ScanTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.scan(0) { $0 + $1 } }
  }

  func testEmptySourceCompletesWithoutSendingTheSeed() {
    assertOperator(
      hot: [.next(150, 1), .completed(250)], sends: [.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.scan(0) { $0 + $1 } }
  }

  func testEachElementSendsTheAccumulationSoFar() {
    assertOperator(
      hot: [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250)],
      sends: [.next(210, 2), .next(220, 5), .next(230, 9), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.scan(0) { $0 + $1 } }
  }

  func testScanIntoAccumulatesInPlace() {
    assertOperator(
      hot: [.next(210, 1), .next(220, 2), .completed(250)],
      sends: [.next(210, [1]), .next(220, [1, 2]), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.scan(into: [Int]()) { $0.append($1) } }
  }

  func testSourceErrorIsForwarded() {
    assertOperator(
      hot: [.next(210, 2), .error(230, testError)],
      sends: [.next(210, 2), .error(230, testError)],
      subscriptions: [Subscription(200, 230)]
    ) { $0.scan(0) { $0 + $1 } }
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    assertOperator(
      hot: [.next(210, 2), .next(260, 3), .completed(300)], disposed: 250,
      sends: [.next(210, 2)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.scan(0) { $0 + $1 } }
  }

  func testThrowingAccumulatorSendsErrorAndUnsubscribes() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)],
      sends: [.next(210, 2), .error(220, testError)],
      subscriptions: [Subscription(200, 220)]
    ) {
      $0.scan(0) { sum, value in
        if value == 3 { throw testError }
        return sum + value
      }
    }
  }

  func testThrowingInPlaceAccumulatorSendsErrorAndUnsubscribes() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .completed(250)],
      sends: [.next(210, 2), .error(220, testError)],
      subscriptions: [Subscription(200, 220)]
    ) {
      $0.scan(into: 0) { sum, value in
        if value == 3 { throw testError }
        sum += value
      }
    }
  }

  func testEachSubscriptionStartsFromTheSeed() {
    let sums = Observable.of(1, 2).scan(10) { $0 + $1 }
    var received: [Int] = []
    _ = sums.subscribe(onNext: { received.append($0) })
    _ = sums.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [11, 13, 11, 13])
  }

  func testEndingTheSubscriptionReleasesTheAccumulation() {
    assertReleasesResources { $0.scan(into: [Token]()) { $0.append($1) } }
  }
}
