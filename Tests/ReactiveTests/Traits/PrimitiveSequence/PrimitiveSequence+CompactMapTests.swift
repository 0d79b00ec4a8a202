import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceCompactMapTests: ReactiveTestCase {
  func testSingleCompactMapOfNeverSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<String>>]())
    let res = scheduler.start { xs.asSingle().compactMap { Int($0) } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testSingleCompactMapKeepsANonNilResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "7"), .completed(250)])
    let res = scheduler.start { xs.asSingle().compactMap { Int($0) } }
    XCTAssertEqual(res.events, [.next(250, 7), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testSingleCompactMapOfANilResultCompletesEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "x"), .completed(250)])
    let res = scheduler.start { xs.asSingle().compactMap { Int($0) } }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testSingleCompactMapForwardsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError)] as [Recorded<Event<String>>])
    let res = scheduler.start { xs.asSingle().compactMap { Int($0) } }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testSingleCompactMapDisposedEarlyUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "7"), .completed(300)])
    let res = scheduler.start(disposed: 250) { xs.asSingle().compactMap { Int($0) } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testSingleCompactMapThatThrowsFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "7"), .completed(250)])
    let res = scheduler.start { xs.asSingle().compactMap { _ -> Int? in throw testError } }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testMaybeCompactMapOfNeverSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<String>>]())
    let res = scheduler.start { xs.asMaybe().compactMap { Int($0) } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testMaybeCompactMapOfEmptyCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<String>>])
    let res = scheduler.start { xs.asMaybe().compactMap { Int($0) } }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testMaybeCompactMapKeepsANonNilResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "7"), .completed(250)])
    let res = scheduler.start { xs.asMaybe().compactMap { Int($0) } }
    XCTAssertEqual(res.events, [.next(250, 7), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testMaybeCompactMapOfANilResultCompletesEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "x"), .completed(260)])
    let res = scheduler.start { xs.asMaybe().compactMap { Int($0) } }
    XCTAssertEqual(res.events, [.completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
  }

  func testMaybeCompactMapForwardsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError)] as [Recorded<Event<String>>])
    let res = scheduler.start { xs.asMaybe().compactMap { Int($0) } }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testMaybeCompactMapDisposedEarlyUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "7"), .completed(300)])
    let res = scheduler.start(disposed: 250) { xs.asMaybe().compactMap { Int($0) } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testMaybeCompactMapThatThrowsFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "7"), .completed(250)])
    let res = scheduler.start { xs.asMaybe().compactMap { _ -> Int? in throw testError } }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }
}
