import Reactive
import ReactiveTest
import XCTest

final class SkipTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.skip(2) }
  }

  func testEmptySourceCompletes() {
    assertOperator(
      hot: [.next(150, 1), .completed(250)], sends: [Recorded<Event<Int>>.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.skip(2) }
  }

  func testDropsTheFirstCountElements() {
    assertOperator(
      hot: [
        .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
      ],
      sends: [.next(230, 4), .next(240, 5), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.skip(2) }
  }

  func testSkipZeroSendsEverything() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .completed(250)],
      sends: [.next(210, 2), .next(220, 3), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.skip(0) }
  }

  func testNegativeCountSendsEverything() {
    assertOperator(
      hot: [.next(210, 2), .completed(250)], sends: [.next(210, 2), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.skip(-3) }
  }

  func testSourceErrorIsForwardedWhileStillSkipping() {
    assertOperator(
      hot: [.next(210, 2), .error(230, testError)],
      sends: [Recorded<Event<Int>>.error(230, testError)],
      subscriptions: [Subscription(200, 230)]
    ) { $0.skip(2) }
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .next(260, 4), .completed(300)], disposed: 250,
      sends: [.next(220, 3)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.skip(1) }
  }

  func testEachSubscriptionSkipsAgain() {
    let skipped = Observable.of(1, 2, 3).skip(2)
    var received: [Int] = []
    _ = skipped.subscribe(onNext: { received.append($0) })
    _ = skipped.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [3, 3])
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.skip(1) }
  }
}
