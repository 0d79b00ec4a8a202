import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceTimeoutTests: ReactiveTestCase {
  func testNeverSingleFailsWithTimeout() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let res = scheduler.start { xs.asSingle().timeout(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(300, RxError.timeout)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testSingleInTimePassesThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = scheduler.start { xs.asSingle().timeout(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testErrorInTimeIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError)] as [Recorded<Event<Never>>])
    let res = scheduler.start { xs.asCompletable().timeout(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testEmptyMaybeInTimeCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
    let res = scheduler.start { xs.asMaybe().timeout(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDisposedBeforeTheDueTimeSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(400, 1), .completed(400)])
    let res = scheduler.start(disposed: 250) {
      xs.asSingle().timeout(.seconds(100), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testTimeoutSwitchesToTheOtherSingle() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(400, 1), .completed(400)])
    let ys = scheduler.createColdObservable([.next(10, 9), .completed(10)])
    let res = scheduler.start {
      xs.asSingle().timeout(.seconds(100), other: ys.asSingle(), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(310, 9), .completed(310)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(300, 310)])
  }

  func testTimeoutWithOtherInTimeNeverSubscribesTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(250, 1), .completed(250)])
    let ys = scheduler.createColdObservable([.next(10, 9), .completed(10)])
    let res = scheduler.start {
      xs.asMaybe().timeout(.seconds(100), other: ys.asMaybe(), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [])
  }
}
