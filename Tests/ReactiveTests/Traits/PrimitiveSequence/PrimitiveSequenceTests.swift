import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceTests: ReactiveTestCase {
  func testDeferredCallsTheFactoryOnEachSubscription() {
    var calls = 0
    let single = Single<Int>.deferred {
      calls += 1
      return Single.just(calls)
    }
    XCTAssertEqual(calls, 0)
    var received: [Int] = []
    _ = single.subscribe(onSuccess: { received.append($0) })
    _ = single.subscribe(onSuccess: { received.append($0) })
    XCTAssertEqual(received, [1, 2])
  }

  func testDeferredSubscribesToTheMadeSequenceAndUnsubscribesWhenItEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(50, 1), .completed(50)])
    let res = scheduler.start { Maybe.deferred { xs.asMaybe() } }
    XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDeferredDisposedEarlyUnsubscribesTheMadeSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(100, 1), .completed(100)])
    let res = scheduler.start(disposed: 250) { Single.deferred { xs.asSingle() } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDeferredFactoryThatThrowsFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Single<Int>.deferred { throw testError } }
    XCTAssertEqual(res.events, [.error(200, testError)])
  }

  func testAsObservableOfASingleSendsTheElementAndCompletes() {
    var received: [Event<Int>] = []
    _ = Single.just(3).asObservable().subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(3), .completed])
  }

  func testPrimitiveSequenceIsItself() {
    var received: [Int] = []
    _ = Single.just(3).primitiveSequence.subscribe(onSuccess: { received.append($0) })
    XCTAssertEqual(received, [3])
  }

  func testTheCompletionAfterAnElementStillReachesOperatorsUpstreamAfterOnDisposed() {
    var log: [String] = []
    _ = Maybe.just(1)
      .do(
        onNext: { log.append("do next \($0)") }, onCompleted: { log.append("do completed") },
        onDispose: { log.append("do dispose") }
      )
      .subscribe(
        onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("empty") },
        onDisposed: { log.append("disposed") })
    XCTAssertEqual(
      log, ["do next 1", "success 1", "disposed", "do completed", "do dispose"])
  }

  func testASingleSubscriptionLastsUntilTheSourcesCompletionInVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    var log: [String] = []
    scheduler.scheduleAt(200) {
      _ = xs.asSingle().subscribe(
        onSuccess: { log.append("\(scheduler.clock): success \($0)") },
        onDisposed: { log.append("\(scheduler.clock): disposed") })
    }
    scheduler.start()
    XCTAssertEqual(log, ["220: success 1", "220: disposed"])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

}
