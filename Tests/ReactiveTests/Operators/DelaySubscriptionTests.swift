import Reactive
import ReactiveTest
import XCTest

final class DelaySubscriptionTests: ReactiveTestCase {
  func testNeverSourceIsSubscribedLate() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([Recorded<Event<Int>>]())
    let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(230, 1000)])
  }

  func testEmptySourceCompletesAfterTheDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([Recorded<Event<Int>>.completed(50)])
    let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(280)])
    XCTAssertEqual(xs.subscriptions, [Subscription(230, 280)])
  }

  func testValuesArriveAsTheLateSubscriptionProducesThem() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
    let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
  }

  func testErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(50, 42), .error(70, testError)])
    let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(280, 42), .error(300, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
  }

  func testHotSourceMissesWhatItSendsBeforeTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .completed(250)])
    let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(240, 2), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(230, 250)])
  }

  func testDisposingBeforeTheDelayNeverSubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(50, 42), .completed(70)])
    let res = scheduler.start(disposed: 220) {
      xs.delaySubscription(.seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [])
  }

  func testDisposingAfterTheDelayUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
    let res = scheduler.start(disposed: 285) {
      xs.delaySubscription(.seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(280, 42)])
    XCTAssertEqual(xs.subscriptions, [Subscription(230, 285)])
  }

  func testSubscribesFromADispatchScheduler() {
    let recorder = ThreadRecorder<Int>()
    let subscription = Observable.just(1)
      .delaySubscription(.milliseconds(20), scheduler: backgroundScheduler)
      .subscribe(recorder)
    XCTAssertEqual(recorder.events, [])
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(1), .completed])
    XCTAssertTrue(recorder.deliveredOffTheMainThread)
    subscription.dispose()
  }
}
