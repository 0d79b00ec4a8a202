import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceStartWithTests: ReactiveTestCase {
  func testNeverSourceSendsOnlyTheFirstElements() {
    assertOperator(
      hot: [.next(150, 1)], sends: [.next(200, 8), .next(200, 9)],
      subscriptions: [Subscription(200, 1000)]
    ) { $0.asDriver(onErrorJustReturn: -1).startWith(8, 9).asObservable() }
  }

  func testEmptySourceSendsTheFirstElementsAndCompletes() {
    assertOperator(
      hot: [.next(150, 1), .completed(250)], sends: [.next(200, 8), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).startWith(8).asObservable() }
  }

  func testTheSourceFollowsTheFirstElements() {
    assertOperator(
      hot: [.next(210, 1), .completed(250)],
      sends: [.next(200, 8), .next(210, 1), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).startWith(8).asObservable() }
  }

  func testDisposedEarlyUnsubscribes() {
    assertOperator(
      hot: [.next(260, 1), .completed(300)], disposed: 250, sends: [.next(200, 8)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).startWith(8).asObservable() }
  }
}
