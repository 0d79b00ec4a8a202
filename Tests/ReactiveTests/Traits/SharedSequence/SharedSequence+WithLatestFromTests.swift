import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceWithLatestFromTests: ReactiveTestCase {
  func testNeverSourcesSendNothing() {
    assertOperator(
      hot: [.next(150, 1)], other: [.next(150, "a")], sends: [Recorded<Event<String>>](),
      sourceSubscriptions: [Subscription(200, 1000)],
      otherSubscriptions: [Subscription(200, 1000)]
    ) { xs, ys in
      xs.asDriver(onErrorJustReturn: -1)
        .withLatestFrom(ys.asDriver(onErrorJustReturn: "")) { "\($0)\($1)" }.asObservable()
    }
  }

  func testEmptySourceCompletes() {
    assertOperator(
      hot: [.completed(250)] as [Recorded<Event<Int>>], other: [.next(210, "a")],
      sends: [Recorded<Event<String>>.completed(250)],
      sourceSubscriptions: [Subscription(200, 250)],
      otherSubscriptions: [Subscription(200, 250)]
    ) { xs, ys in
      xs.asDriver(onErrorJustReturn: -1)
        .withLatestFrom(ys.asDriver(onErrorJustReturn: "")) { "\($0)\($1)" }.asObservable()
    }
  }

  func testElementsCombineWithTheLatestOfTheOther() {
    assertOperator(
      hot: [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)],
      other: [.next(220, "a"), .next(240, "b"), .completed(245)],
      sends: [.next(230, "2a"), .next(250, "3b"), .completed(260)],
      sourceSubscriptions: [Subscription(200, 260)],
      otherSubscriptions: [Subscription(200, 245)]
    ) { xs, ys in
      xs.asDriver(onErrorJustReturn: -1)
        .withLatestFrom(ys.asDriver(onErrorJustReturn: "")) { "\($0)\($1)" }.asObservable()
    }
  }

  func testWithoutASelectorSendsTheLatestOfTheOther() {
    assertOperator(
      hot: [.next(230, 1), .completed(260)], other: [.next(220, "a")],
      sends: [.next(230, "a"), .completed(260)],
      sourceSubscriptions: [Subscription(200, 260)],
      otherSubscriptions: [Subscription(200, 260)]
    ) { xs, ys in
      xs.asDriver(onErrorJustReturn: -1)
        .withLatestFrom(ys.asDriver(onErrorJustReturn: "")).asObservable()
    }
  }

  func testDisposedEarlyUnsubscribesBoth() {
    assertOperator(
      hot: [.next(230, 1), .next(260, 2)], other: [.next(220, "a")], disposed: 250,
      sends: [.next(230, "a")],
      sourceSubscriptions: [Subscription(200, 250)],
      otherSubscriptions: [Subscription(200, 250)]
    ) { xs, ys in
      xs.asDriver(onErrorJustReturn: -1)
        .withLatestFrom(ys.asDriver(onErrorJustReturn: "")).asObservable()
    }
  }
}
