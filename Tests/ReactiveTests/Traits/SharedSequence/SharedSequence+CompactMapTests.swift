import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceCompactMapTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertNeverSourceSendsNothing {
      $0.asDriver(onErrorJustReturn: -1).compactMap { $0 == 1 ? nil : $0 * 10 }.asObservable()
    }
  }

  func testEmptySourceCompletes() {
    assertEmptySourceCompletes {
      $0.asDriver(onErrorJustReturn: -1).compactMap { $0 == 1 ? nil : $0 * 10 }.asObservable()
    }
  }

  func testNilResultsAreDropped() {
    assertOperator(
      hot: [.next(210, 1), .next(220, 2), .completed(250)],
      sends: [.next(220, 20), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).compactMap { $0 == 1 ? nil : $0 * 10 }.asObservable() }
  }

  func testDisposedEarlyUnsubscribes() {
    assertOperator(
      hot: [.next(210, 2), .next(260, 3), .completed(300)], disposed: 250,
      sends: [.next(210, 20)], subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).compactMap { $0 == 1 ? nil : $0 * 10 }.asObservable() }
  }
}
