import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceThrottleTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let res = scheduler.start {
      xs.asDriver(onErrorJustReturn: -1).throttle(.seconds(20), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
    let res = scheduler.start {
      xs.asDriver(onErrorJustReturn: -1).throttle(.seconds(20), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testLatestElementOfAWindowIsSentWhenTheWindowEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .next(220, 3), .completed(300),
    ])
    let res = scheduler.start {
      xs.asDriver(onErrorJustReturn: -1).throttle(.seconds(20), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testWithoutLatestElementsOfAWindowAreDropped() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .next(240, 3), .completed(300),
    ])
    let res = scheduler.start {
      xs.asDriver(onErrorJustReturn: -1)
        .throttle(.seconds(20), latest: false, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testDisposedEarlyUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
    let res = scheduler.start(disposed: 250) {
      xs.asDriver(onErrorJustReturn: -1).throttle(.seconds(20), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }
}
