import Reactive
import ReactiveTest
import XCTest

final class TakeLastTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.takeLast(2) }
  }

  func testEmptySourceCompletes() {
    assertOperator(
      hot: [.next(150, 1), .completed(250)], sends: [Recorded<Event<Int>>.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.takeLast(2) }
  }

  func testCompletionSendsTheLastCountElementsInOrder() {
    assertOperator(
      hot: [
        .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .next(245, 6),
        .completed(250),
      ],
      sends: [.next(250, 4), .next(250, 5), .next(250, 6), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.takeLast(3) }
  }

  func testShorterSourceSendsEverythingAtCompletion() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .completed(250)],
      sends: [.next(250, 2), .next(250, 3), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.takeLast(5) }
  }

  func testTakeLastZeroSendsOnlyTheCompletion() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .completed(250)],
      sends: [Recorded<Event<Int>>.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.takeLast(0) }
  }

  func testSourceErrorDropsTheBufferedElements() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .error(230, testError)],
      sends: [Recorded<Event<Int>>.error(230, testError)],
      subscriptions: [Subscription(200, 230)]
    ) { $0.takeLast(2) }
  }

  func testDisposingEarlySendsNothing() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .completed(300)], disposed: 250,
      sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 250)]
    ) { $0.takeLast(2) }
  }

  func testDisposalWhileSendingTheBufferStopsIt() {
    var received: [Event<Int>] = []
    _ = Observable.range(start: 1, count: 10).takeLast(3).take(2).subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(8), .next(9), .completed])
  }

  func testEndingTheSubscriptionReleasesTheBuffer() {
    assertReleasesResources { $0.takeLast(2) }
  }
}
