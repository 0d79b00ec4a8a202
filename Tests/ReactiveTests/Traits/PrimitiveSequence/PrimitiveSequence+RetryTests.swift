import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceRetryTests: ReactiveTestCase {
  func testRetryOfNeverStaysSubscribed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([Recorded<Event<Int>>]())
    let res = scheduler.start { xs.asSingle().retry(3) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testRetryOfASuccessfulSingleSubscribesOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let res = scheduler.start { xs.asSingle().retry(3) }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testRetrySendsTheLastErrorAfterTheLastAttempt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.error(20, testError)] as [Recorded<Event<Int>>])
    let res = scheduler.start { xs.asSingle().retry(3) }
    XCTAssertEqual(res.events, [.error(260, testError)])
    XCTAssertEqual(
      xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
  }

  func testRetryForeverDisposedEarlyUnsubscribesTheCurrentAttempt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.error(20, testError)] as [Recorded<Event<Never>>])
    let res = scheduler.start(disposed: 250) { xs.asCompletable().retry() }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(
      xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 250)])
  }

  func testRetryForeverSucceedsOnceAnAttemptSucceeds() {
    var attempts = 0
    let flaky = Single<String>.deferred {
      attempts += 1
      return attempts < 3 ? .error(testError) : .just("ok after \(attempts)")
    }
    var received: [String] = []
    _ = flaky.retry().subscribe(onSuccess: { received.append($0) })
    XCTAssertEqual(received, ["ok after 3"])
  }

  func testRetryWhenResubscribesOnEachTrigger() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.error(20, testError)] as [Recorded<Event<Int>>])
    let res = scheduler.start(disposed: 300) {
      xs.asMaybe().retry { (errors: Observable<TestError>) in
        errors.delay(.seconds(10), scheduler: scheduler)
      }
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(
      xs.subscriptions,
      [
        Subscription(200, 220), Subscription(230, 250), Subscription(260, 280),
        Subscription(290, 300),
      ])
  }

  func testRetryWhenForwardsAnErrorOfAnotherTypeAtOnce() {
    struct OtherError: Error {}
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.error(20, OtherError())] as [Recorded<Event<Int>>])
    let res = scheduler.start {
      xs.asSingle().retry { (errors: Observable<TestError>) in errors }
    }
    XCTAssertEqual(res.events, [.error(220, OtherError())])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testRetryWhenOfAnyErrorEndsWhenTheTriggerFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable(
      [.error(20, TestError("first"))] as [Recorded<Event<Int>>])
    let res = scheduler.start {
      xs.asSingle().retry { errors in errors.map { _ -> Void in throw testError } }
    }
    XCTAssertEqual(res.events, [.error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }
}
