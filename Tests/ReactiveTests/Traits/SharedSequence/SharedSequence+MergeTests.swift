import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceMergeTests: ReactiveTestCase {
  func testNeverSourcesSendNothing() {
    assertOperator(
      hot: [.next(150, 1)], other: [.next(150, 2)], sends: [Recorded<Event<Int>>](),
      sourceSubscriptions: [Subscription(200, 1000)],
      otherSubscriptions: [Subscription(200, 1000)]
    ) { xs, ys in
      Driver.merge(
        xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)
      )
      .asObservable()
    }
  }

  func testEmptySourcesComplete() {
    assertOperator(
      hot: [.completed(230)] as [Recorded<Event<Int>>], other: [.completed(250)],
      sends: [Recorded<Event<Int>>.completed(250)],
      sourceSubscriptions: [Subscription(200, 230)],
      otherSubscriptions: [Subscription(200, 250)]
    ) { xs, ys in
      Driver.merge([
        xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1),
      ])
      .asObservable()
    }
  }

  func testElementsOfEverySourceAreMerged() {
    assertOperator(
      hot: [.next(210, 1), .next(230, 3), .completed(240)],
      other: [.next(220, 2), .completed(250)],
      sends: [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)],
      sourceSubscriptions: [Subscription(200, 240)],
      otherSubscriptions: [Subscription(200, 250)]
    ) { xs, ys in
      Driver.merge(
        [xs, ys].lazy.map { $0.asDriver(onErrorJustReturn: -1) }
      ).asObservable()
    }
  }

  func testDisposedEarlyUnsubscribesEverySource() {
    assertOperator(
      hot: [.next(210, 1), .completed(300)], other: [.next(260, 2)], disposed: 250,
      sends: [.next(210, 1)],
      sourceSubscriptions: [Subscription(200, 250)],
      otherSubscriptions: [Subscription(200, 250)]
    ) { xs, ys in
      Driver.merge(
        xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)
      )
      .asObservable()
    }
  }
}
