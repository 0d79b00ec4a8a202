import Reactive
import ReactiveTest
import XCTest

final class MaybeIfEmptyTests: ReactiveTestCase {
  func testDefaultOfNeverSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let res = scheduler.start { xs.asMaybe().ifEmpty(default: 0) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testDefaultIsSentWhenTheMaybeIsEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
    let res = scheduler.start { xs.asMaybe().ifEmpty(default: 0) }
    XCTAssertEqual(res.events, [.next(250, 0), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testElementOfTheMaybeIsKept() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = scheduler.start { xs.asMaybe().ifEmpty(default: 0) }
    XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError)] as [Recorded<Event<Int>>])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(10)])
    let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: ys.asMaybe()) }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testSwitchToMaybeSubscribesItOnlyWhenEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(10)])
    let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: ys.asMaybe()) }
    XCTAssertEqual(res.events, [.next(260, 2), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])
  }

  func testSwitchToIsNotSubscribedWhenTheMaybeHasAnElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(10)])
    let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: ys.asSingle()) }
    XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testSwitchToSingleSubscribesItOnlyWhenEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(10)])
    let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: ys.asSingle()) }
    XCTAssertEqual(res.events, [.next(260, 2), .completed(260)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])
  }

  func testDisposingEarlyUnsubscribesTheSourceOrTheReplacement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(10)])
    let res = scheduler.start(disposed: 255) { xs.asMaybe().ifEmpty(switchTo: ys.asSingle()) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 255)])
    let early = TestScheduler(initialClock: 0)
    let zs = early.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
    XCTAssertEqual(early.start(disposed: 240) { zs.asMaybe().ifEmpty(default: 0) }.events, [])
    XCTAssertEqual(zs.subscriptions, [Subscription(200, 240)])
  }
}
