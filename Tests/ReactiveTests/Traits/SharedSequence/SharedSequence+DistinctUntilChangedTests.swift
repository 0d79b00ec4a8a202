import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceDistinctUntilChangedTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.asDriver(onErrorJustReturn: -1).distinctUntilChanged().asObservable() }
  }

  func testEmptySourceCompletes() {
    assertOperator(
      hot: [.next(150, 1), .completed(250)], sends: [Recorded<Event<Int>>.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).distinctUntilChanged().asObservable() }
  }

  func testConsecutiveDuplicatesAreDropped() {
    assertOperator(
      hot: [.next(210, 1), .next(220, 1), .next(230, 2), .next(240, 1), .completed(250)],
      sends: [.next(210, 1), .next(230, 2), .next(240, 1), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).distinctUntilChanged().asObservable() }
  }

  func testDisposedEarlyUnsubscribes() {
    assertOperator(
      hot: [.next(210, 1), .next(260, 2), .completed(300)], disposed: 250,
      sends: [.next(210, 1)], subscriptions: [Subscription(200, 250)]
    ) { $0.asSignal(onErrorJustReturn: -1).distinctUntilChanged().asObservable() }
  }

  func testKeySelectorComparesKeys() {
    assertOperator(
      hot: [.next(210, 1), .next(220, 3), .next(230, 4), .completed(250)],
      sends: [.next(210, 1), .next(230, 4), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).distinctUntilChanged { $0 % 2 }.asObservable() }
  }

  func testComparerDecidesEquality() {
    assertOperator(
      hot: [.next(210, 1), .next(220, 2), .next(230, 5), .completed(250)],
      sends: [.next(210, 1), .next(230, 5), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) {
      $0.asDriver(onErrorJustReturn: -1)
        .distinctUntilChanged { (lhs: Int, rhs: Int) in abs(lhs - rhs) < 2 }.asObservable()
    }
  }

  func testKeySelectorWithComparerComparesKeys() {
    assertOperator(
      hot: [.next(210, "a"), .next(220, "A"), .next(230, "b"), .completed(250)],
      sends: [.next(210, "a"), .next(230, "b"), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) {
      $0.asDriver(onErrorJustReturn: "")
        .distinctUntilChanged({ $0.lowercased() }, comparer: { $0 == $1 }).asObservable()
    }
  }

  func testKeyPathComparesTheProperty() {
    assertOperator(
      hot: [.next(210, "a"), .next(220, "b"), .next(230, "cc"), .completed(250)],
      sends: [.next(210, "a"), .next(230, "cc"), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: "").distinctUntilChanged(at: \.count).asObservable() }
  }
}
