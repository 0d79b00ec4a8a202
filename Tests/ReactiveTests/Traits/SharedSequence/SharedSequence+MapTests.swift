import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceMapTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertNeverSourceSendsNothing {
      $0.asDriver(onErrorJustReturn: -1).map { $0 * 10 }.asObservable()
    }
  }

  func testEmptySourceCompletes() {
    assertEmptySourceCompletes { $0.asDriver(onErrorJustReturn: -1).map { $0 * 10 }.asObservable() }
  }

  func testElementsAreTransformed() {
    assertOperator(
      hot: [.next(210, 1), .next(220, 2), .completed(250)],
      sends: [.next(210, 10), .next(220, 20), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).map { $0 * 10 }.asObservable() }
  }

  func testDisposedEarlyUnsubscribes() {
    assertOperator(
      hot: [.next(210, 1), .next(260, 2), .completed(300)], disposed: 250,
      sends: [.next(210, 10)], subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).map { $0 * 10 }.asObservable() }
  }

  func testTheResultIsSharedAndReplaysItsLatestElement() {
    assertSharing(
      .hot([.next(210, 1), .next(220, 2), .completed(300)]),
      subscribers: [(200, 1000), (215, 1000)],
      receive: [
        [.next(210, 10), .next(220, 20), .completed(300)],
        [.next(215, 10), .next(220, 20), .completed(300)],
      ],
      subscriptions: [Subscription(200, 300)]
    ) { $0.asDriver(onErrorJustReturn: -1).map { $0 * 10 }.asObservable() }
  }

  func testMapOfASignalReplaysNothing() {
    assertSharing(
      .hot([.next(210, 1), .next(220, 2), .completed(300)]),
      subscribers: [(200, 1000), (215, 1000)],
      receive: [
        [.next(210, 10), .next(220, 20), .completed(300)],
        [.next(220, 20), .completed(300)],
      ],
      subscriptions: [Subscription(200, 300)]
    ) { $0.asSignal(onErrorJustReturn: -1).map { $0 * 10 }.asObservable() }
  }
}
