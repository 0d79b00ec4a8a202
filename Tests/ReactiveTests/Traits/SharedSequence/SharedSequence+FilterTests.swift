import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceFilterTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertNeverSourceSendsNothing {
      $0.asDriver(onErrorJustReturn: -1).filter { $0 % 2 == 0 }.asObservable()
    }
  }

  func testEmptySourceCompletes() {
    assertEmptySourceCompletes {
      $0.asDriver(onErrorJustReturn: -1).filter { $0 % 2 == 0 }.asObservable()
    }
  }

  func testOnlyPassingElementsAreKept() {
    assertOperator(
      hot: [.next(210, 1), .next(220, 2), .completed(250)],
      sends: [.next(220, 2), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).filter { $0 % 2 == 0 }.asObservable() }
  }

  func testDisposedEarlyUnsubscribes() {
    assertOperator(
      hot: [.next(210, 2), .next(260, 4), .completed(300)], disposed: 250,
      sends: [.next(210, 2)], subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).filter { $0 % 2 == 0 }.asObservable() }
  }
}
