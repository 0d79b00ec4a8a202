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
    assertMarbles { m in
      let xs = m.cold("          -----(1|)")
      m.expect("                 -----(1|)") { Maybe.deferred { xs.asMaybe() } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testDeferredDisposedEarlyUnsubscribesTheMadeSequence() {
    assertMarbles(disposed: 250) { m in
      let xs = m.cold("          ----------(1|)")
      m.expect("                 -") { Single.deferred { xs.asSingle() } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testDeferredFactoryThatThrowsFails() {
    assertMarbles { m in
      m.expect("#") { Single<Int>.deferred { throw testError } }
    }
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
