import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceDelayTests: ReactiveTestCase {
  func testDelayOfNeverSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let res = scheduler.start { xs.asSingle().delay(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testDelayShiftsTheElementAndTheCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = scheduler.start { xs.asSingle().delay(.seconds(50), scheduler: scheduler) }
    // `delay` sends one event per scheduler run, as RxSwift's does; the completion that follows a
    // single's element is due at once and runs one tick later in virtual time.
    XCTAssertEqual(res.events, [.next(300, 1), .completed(301)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDelayShiftsTheCompletionOfAnEmptyMaybe() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
    let res = scheduler.start { xs.asMaybe().delay(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDelaySendsTheErrorAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError)] as [Recorded<Event<Never>>])
    let res = scheduler.start { xs.asCompletable().delay(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDelayDisposedBeforeTheDelayedEventDropsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = scheduler.start(disposed: 280) {
      xs.asSingle().delay(.seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDelaySubscriptionSubscribesAfterTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let res = scheduler.start {
      xs.asSingle().delaySubscription(.seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(260, 1), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(250, 260)])
  }

  func testDelaySubscriptionDisposedBeforeTheDueTimeNeverSubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let res = scheduler.start(disposed: 220) {
      xs.asSingle().delaySubscription(.seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [])
  }
}
