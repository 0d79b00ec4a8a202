import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceDebounceTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let res = scheduler.start {
      xs.asDriver(onErrorJustReturn: -1).debounce(.seconds(20), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
    let res = scheduler.start {
      xs.asDriver(onErrorJustReturn: -1).debounce(.seconds(20), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testOnlyElementsFollowedByAQuietTimeAreSent() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(260, 3), .completed(270),
    ])
    let res = scheduler.start {
      xs.asDriver(onErrorJustReturn: -1).debounce(.seconds(20), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(240, 2), .next(270, 3), .completed(270)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
  }

  func testDisposedEarlyDropsThePendingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(240, 1), .completed(300)])
    let res = scheduler.start(disposed: 250) {
      xs.asDriver(onErrorJustReturn: -1).debounce(.seconds(20), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }
}
