import Reactive
import ReactiveTest
import XCTest

final class DeferredTests: ReactiveTestCase {
  func testFactoryRunsAtSubscriptionAndItsSequenceIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
    var factoryCalledAt: [TestTime] = []
    let res = scheduler.start {
      Observable.deferred {
        factoryCalledAt.append(scheduler.clock)
        return xs.asObservable()
      }
    }
    XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(factoryCalledAt, [200])
  }

  func testNeverSequenceIsDisposedAtTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let res = scheduler.start { Observable.deferred { xs.asObservable() } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testErrorOfTheSequenceIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(230, testError)])
    let res = scheduler.start { Observable.deferred { xs.asObservable() } }
    XCTAssertEqual(res.events, [.next(210, 2), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testDisposingEarlyUnsubscribesTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 3), .completed(300)])
    let res = scheduler.start(disposed: 250) { Observable.deferred { xs.asObservable() } }
    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testThrowingFactorySendsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.deferred { throw testError } }
    XCTAssertEqual(res.events, [.error(200, testError)])
  }

  func testEachSubscriptionCallsTheFactory() {
    var calls = 0
    let numbers = Observable.deferred { () -> Observable<Int> in
      calls += 1
      return Observable.just(calls)
    }
    var received: [Int] = []
    _ = numbers.subscribe(onNext: { received.append($0) })
    _ = numbers.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [1, 2])
  }

  func testEndingTheSubscriptionReleasesTheSequence() {
    assertReleasesResources { source in Observable.deferred { source } }
  }
}
