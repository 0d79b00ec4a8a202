import Reactive
import ReactiveTest
import XCTest

final class TakeTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.take(2) }
  }

  func testEmptySourceCompletes() {
    assertOperator(
      hot: [.next(150, 1), .completed(250)], sends: [Recorded<Event<Int>>.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.take(2) }
  }

  func testCompletesAfterCountElementsAndUnsubscribes() {
    assertOperator(
      hot: [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250)],
      sends: [.next(210, 2), .next(220, 3), .completed(220)],
      subscriptions: [Subscription(200, 220)]
    ) { $0.take(2) }
  }

  func testShorterSourceSendsEverything() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .completed(250)],
      sends: [.next(210, 2), .next(220, 3), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.take(5) }
  }

  func testTakeZeroCompletesAtOnceWithoutSubscribing() {
    assertOperator(
      hot: [.next(210, 2), .completed(250)], sends: [Recorded<Event<Int>>.completed(200)],
      subscriptions: []
    ) { $0.take(0) }
  }

  func testSourceErrorIsForwarded() {
    assertOperator(
      hot: [.next(210, 2), .error(230, testError)],
      sends: [.next(210, 2), .error(230, testError)],
      subscriptions: [Subscription(200, 230)]
    ) { $0.take(3) }
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    assertOperator(
      hot: [.next(210, 2), .next(260, 3), .completed(300)], disposed: 250,
      sends: [.next(210, 2)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.take(3) }
  }

  func testSynchronousSourceStopsAfterCount() {
    var produced: [Int] = []
    var received: [Event<Int>] = []
    _ = Observable.range(start: 1, count: 100)
      .do(onNext: { produced.append($0) })
      .take(2)
      .subscribe { received.append($0) }
    XCTAssertEqual(produced, [1, 2])
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
  }

  func testTakeOneOfAnEndlessSourceTerminates() {
    var received: [Event<String>] = []
    _ = Observable.repeatElement("ping").take(1).subscribe { received.append($0) }
    XCTAssertEqual(received, [.next("ping"), .completed])
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.take(2) }
  }
}
