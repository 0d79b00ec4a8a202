import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceCatchTests: ReactiveTestCase {
  func testCatchOfNeverSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let ys = scheduler.createColdObservable([.next(10, 0), .completed(10)])
    let res = scheduler.start { xs.asSingle().catch { _ in ys.asSingle() } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testCatchKeepsTheElementOfASuccessfulSingle() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let ys = scheduler.createColdObservable([.next(10, 0), .completed(10)])
    let res = scheduler.start { xs.asSingle().catch { _ in ys.asSingle() } }
    XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testCatchSwitchesToTheHandlersSingleOnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError)] as [Recorded<Event<Int>>])
    let ys = scheduler.createColdObservable([.next(10, 0), .completed(10)])
    var caught: [String] = []
    let res = scheduler.start {
      xs.asSingle().catch { error in
        caught.append("\(error)")
        return ys.asSingle()
      }
    }
    XCTAssertEqual(res.events, [.next(260, 0), .completed(260)])
    XCTAssertEqual(caught, ["test error"])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])
  }

  func testCatchDisposedDuringTheReplacementUnsubscribesIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError)] as [Recorded<Event<Int>>])
    let ys = scheduler.createColdObservable([.next(100, 0), .completed(100)])
    let res = scheduler.start(disposed: 300) { xs.asMaybe().catch { _ in ys.asMaybe() } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 300)])
  }

  func testCatchHandlerThatThrowsSendsItsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(
      [.error(250, TestError("first"))] as [Recorded<Event<Never>>])
    let res = scheduler.start {
      xs.asCompletable().catch { _ -> Completable in throw testError }
    }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testCatchOfACompletableCanCompleteInstead() {
    var received: [String] = []
    _ = Completable.error(testError).catch { _ in .empty() }
      .subscribe(onCompleted: { received.append("completed") })
    XCTAssertEqual(received, ["completed"])
  }

  func testSingleCatchAndReturnSucceedsWithTheElementOnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError)] as [Recorded<Event<Int>>])
    let res = scheduler.start { xs.asSingle().catchAndReturn(0) }
    XCTAssertEqual(res.events, [.next(250, 0), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testSingleCatchAndReturnKeepsTheElementOfASuccessfulSingle() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = scheduler.start { xs.asSingle().catchAndReturn(0) }
    XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testSingleCatchAndReturnDisposedEarlyUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(300, testError)] as [Recorded<Event<Int>>])
    let res = scheduler.start(disposed: 250) { xs.asSingle().catchAndReturn(0) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testMaybeCatchAndReturnSucceedsOnErrorAndStaysEmptyOtherwise() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError)] as [Recorded<Event<Int>>])
    let ys = scheduler.createHotObservable([.completed(260)] as [Recorded<Event<Int>>])
    let failed = scheduler.createObserver(Int.self)
    let empty = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) {
      _ = xs.asMaybe().catchAndReturn(0).asObservable().subscribe(failed)
      _ = ys.asMaybe().catchAndReturn(0).asObservable().subscribe(empty)
    }
    scheduler.start()
    XCTAssertEqual(failed.events, [.next(250, 0), .completed(250)])
    XCTAssertEqual(empty.events, [.completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
  }
}
