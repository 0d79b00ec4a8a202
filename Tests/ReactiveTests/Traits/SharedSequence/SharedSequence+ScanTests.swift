import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceScanTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.asDriver(onErrorJustReturn: -1).scan(0, accumulator: +).asObservable() }
  }

  func testEmptySourceCompletes() {
    assertOperator(
      hot: [.next(150, 1), .completed(250)], sends: [Recorded<Event<Int>>.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).scan(0, accumulator: +).asObservable() }
  }

  func testEachElementSendsTheNextAccumulator() {
    assertOperator(
      hot: [.next(210, 1), .next(220, 2), .completed(250)],
      sends: [.next(210, 1), .next(220, 3), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).scan(0, accumulator: +).asObservable() }
  }

  func testDisposedEarlyUnsubscribes() {
    assertOperator(
      hot: [.next(210, 2), .next(260, 4), .completed(300)], disposed: 250,
      sends: [.next(210, 2)], subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).scan(0, accumulator: +).asObservable() }
  }

  func testScanIntoUpdatesTheAccumulatorInPlace() {
    assertOperator(
      hot: [.next(210, 1), .next(220, 2), .completed(250)],
      sends: [.next(210, [1]), .next(220, [1, 2]), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) {
      $0.asDriver(onErrorJustReturn: -1).scan(into: [Int]()) { $0.append($1) }.asObservable()
    }
  }
}
