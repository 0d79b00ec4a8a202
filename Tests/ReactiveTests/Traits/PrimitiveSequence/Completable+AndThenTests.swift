import Reactive
import ReactiveTest
import XCTest

final class CompletableAndThenTests: ReactiveTestCase {
  func testNeverCompletingFirstNeverSubscribesTheSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Never>>]())
    let ys = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let res = scheduler.start { xs.asCompletable().andThen(ys.asSingle()) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testSingleIsSubscribedWhenTheFirstCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Never>>])
    let ys = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let res = scheduler.start { xs.asCompletable().andThen(ys.asSingle()) }
    XCTAssertEqual(res.events, [.next(260, 1), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])
  }

  func testErrorOfTheFirstEndsTheSequenceWithoutSubscribingTheSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, testError)] as [Recorded<Event<Never>>])
    let ys = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let res = scheduler.start { xs.asCompletable().andThen(ys.asSingle()) }
    XCTAssertEqual(res.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testErrorOfTheSecondIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Never>>])
    let ys = scheduler.createColdObservable([.error(10, testError)] as [Recorded<Event<Int>>])
    let res = scheduler.start { xs.asCompletable().andThen(ys.asSingle()) }
    XCTAssertEqual(res.events, [.error(260, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])
  }

  func testDisposingDuringTheFirstUnsubscribesIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Never>>])
    let ys = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let res = scheduler.start(disposed: 240) { xs.asCompletable().andThen(ys.asSingle()) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testDisposingDuringTheSecondUnsubscribesIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Never>>])
    let ys = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let res = scheduler.start(disposed: 255) { xs.asCompletable().andThen(ys.asSingle()) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 255)])
  }

  func testMaybeIsSubscribedWhenTheFirstCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Never>>])
    let ys = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Int>>])
    let res = scheduler.start { xs.asCompletable().andThen(ys.asMaybe()) }
    XCTAssertEqual(res.events, [.completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])
  }

  func testCompletableIsSubscribedWhenTheFirstCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Never>>])
    let ys = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
    let res = scheduler.start { xs.asCompletable().andThen(ys.asCompletable()) }
    XCTAssertEqual(res.events, [.completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])
  }

  func testObservableIsSubscribedWhenTheFirstCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Never>>])
    let ys = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let res = scheduler.start { xs.asCompletable().andThen(ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(260, 1), .next(270, 2), .completed(280)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 280)])
  }

  func testSynchronousChainRunsInOrder() {
    var received: [Event<Int>] = []
    _ = Completable.empty().andThen(Completable.empty()).andThen(Observable.of(1, 2))
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
  }
}
