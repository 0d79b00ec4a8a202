import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceFilterTests: ReactiveTestCase {
  func testSingleFilterOfNeverSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<String>>]())
    let res = scheduler.start { xs.asSingle().filter { $0 != "x" } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testSingleFilterKeepsAnElementThatPasses() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "7"), .completed(250)])
    let res = scheduler.start { xs.asSingle().filter { $0 != "x" } }
    XCTAssertEqual(res.events, [.next(250, "7"), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testSingleFilterOfAnElementThatFailsCompletesEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "x"), .completed(250)])
    let res = scheduler.start { xs.asSingle().filter { $0 != "x" } }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testSingleFilterForwardsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError)] as [Recorded<Event<String>>])
    let res = scheduler.start { xs.asSingle().filter { $0 != "x" } }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testSingleFilterDisposedEarlyUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "7"), .completed(300)])
    let res = scheduler.start(disposed: 250) { xs.asSingle().filter { $0 != "x" } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testSingleFilterThatThrowsFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "7"), .completed(250)])
    let res = scheduler.start { xs.asSingle().filter { _ in throw testError } }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testMaybeFilterOfNeverSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<String>>]())
    let res = scheduler.start { xs.asMaybe().filter { $0 != "x" } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testMaybeFilterOfEmptyCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<String>>])
    let res = scheduler.start { xs.asMaybe().filter { $0 != "x" } }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testMaybeFilterKeepsAnElementThatPasses() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "7"), .completed(250)])
    let res = scheduler.start { xs.asMaybe().filter { $0 != "x" } }
    XCTAssertEqual(res.events, [.next(250, "7"), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testMaybeFilterOfAnElementThatFailsCompletesEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "x"), .completed(260)])
    let res = scheduler.start { xs.asMaybe().filter { $0 != "x" } }
    XCTAssertEqual(res.events, [.completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
  }

  func testMaybeFilterForwardsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError)] as [Recorded<Event<String>>])
    let res = scheduler.start { xs.asMaybe().filter { $0 != "x" } }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testMaybeFilterDisposedEarlyUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "7"), .completed(300)])
    let res = scheduler.start(disposed: 250) { xs.asMaybe().filter { $0 != "x" } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testMaybeFilterThatThrowsFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "7"), .completed(250)])
    let res = scheduler.start { xs.asMaybe().filter { _ in throw testError } }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }
}
