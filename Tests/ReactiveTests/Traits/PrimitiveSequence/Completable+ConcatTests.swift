import Reactive
import ReactiveTest
import XCTest

final class CompletableConcatTests: ReactiveTestCase {
  func testConcatIsAndThenForCompletables() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Never>>])
    let ys = scheduler.createColdObservable([.error(10, testError)] as [Recorded<Event<Never>>])
    let res = scheduler.start { xs.asCompletable().concat(ys.asCompletable()) }
    XCTAssertEqual(res.events, [.error(260, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])
  }

  func testStaticConcatRunsTheCompletablesOneAfterTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.completed(20)] as [Recorded<Event<Never>>])
    let ys = scheduler.createColdObservable([.completed(30)] as [Recorded<Event<Never>>])
    let res = scheduler.start { Completable.concat(xs.asCompletable(), ys.asCompletable()) }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])
  }

  func testStaticConcatOfANeverCompletableNeverSubscribesTheNext() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([Recorded<Event<Never>>]())
    let ys = scheduler.createColdObservable([.completed(30)] as [Recorded<Event<Never>>])
    let res = scheduler.start { Completable.concat([xs.asCompletable(), ys.asCompletable()]) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testStaticConcatErrorSkipsTheRest() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.error(20, testError)] as [Recorded<Event<Never>>])
    let ys = scheduler.createColdObservable([.completed(30)] as [Recorded<Event<Never>>])
    let res = scheduler.start {
      Completable.concat(AnySequence([xs.asCompletable(), ys.asCompletable()]))
    }
    XCTAssertEqual(res.events, [.error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testStaticConcatDisposedEarlyUnsubscribesTheRunningCompletable() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.completed(20)] as [Recorded<Event<Never>>])
    let ys = scheduler.createColdObservable([.completed(100)] as [Recorded<Event<Never>>])
    let res = scheduler.start(disposed: 250) {
      Completable.concat(xs.asCompletable(), ys.asCompletable())
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])
  }

  func testStaticConcatOfNothingCompletesAtOnce() {
    var received: [String] = []
    _ = Completable.concat([Completable]()).subscribe(onCompleted: { received.append("done") })
    XCTAssertEqual(received, ["done"])
  }
}
