import Reactive
import ReactiveTest
import XCTest

final class InfallibleCreateTests: ReactiveTestCase {
  func testCreateForwardsElementsAndCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Infallible<Int>.create { observer in
        scheduler.scheduleAt(210) { observer(.next(1)) }
        scheduler.scheduleAt(220) { observer(.next(2)) }
        scheduler.scheduleAt(230) { observer(.completed) }
        scheduler.scheduleAt(240) { observer(.next(3)) }
        return Disposables.create()
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
  }

  func testCreateDisposedEarlyDisposesItsResourceAndIgnoresLateEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    var disposedAt: TestTime?
    let res = scheduler.start(disposed: 250) {
      Infallible<Int>.create { observer in
        scheduler.scheduleAt(210) { observer(.next(1)) }
        scheduler.scheduleAt(260) { observer(.next(2)) }
        return Disposables.create { disposedAt = scheduler.clock }
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(disposedAt, 250)
  }

  func testJustSendsTheElementAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    XCTAssertEqual(scheduler.start { Infallible.just(1) }.events, [.next(200, 1), .completed(200)])
  }

  func testJustOnASchedulerSendsOnIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Infallible.just(1, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 1), .completed(202)])
  }

  func testEmptyCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    XCTAssertEqual(scheduler.start { Infallible<Int>.empty() }.events, [.completed(200)])
  }

  func testNeverSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    XCTAssertEqual(scheduler.start { Infallible<Int>.never() }.events, [])
  }

  func testDeferredCallsTheFactoryOnEachSubscription() {
    var calls = 0
    let deferred = Infallible<Int>.deferred {
      calls += 1
      return Infallible.just(calls)
    }
    XCTAssertEqual(calls, 0)
    var received: [Int] = []
    _ = deferred.subscribe(onNext: { received.append($0) })
    _ = deferred.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [1, 2])
  }

  func testOfAndFromSendTheElementsInOrder() {
    var received: [Int] = []
    _ = Infallible.of(1, 2).subscribe(onNext: { received.append($0) })
    _ = Infallible.from([3, 4]).subscribe(onNext: { received.append($0) })
    _ = Infallible.from(5...6).subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [1, 2, 3, 4, 5, 6])
  }

  func testOfOnASchedulerSendsEachElementOnIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Infallible.of(1, 2, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
  }

  func testFromOnASchedulerDisposedEarlyStops() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 202) {
      Infallible.from([1, 2, 3], scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(201, 1)])
  }

  func testFromASequenceOnASchedulerSendsEachElementOnIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Infallible.from(1...2, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
  }

  func testDeferredFactoryThatThrowsSendsTheErrorAsRxSwiftDoes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Infallible<Int>.deferred { throw testError } }
    XCTAssertEqual(res.events, [.error(200, testError)])
  }

  func testCreateTakesAnInfallibleObserver() {
    let relay: (@escaping Infallible<Int>.InfallibleObserver) -> any Disposable = { observer in
      observer(.next(1))
      observer(.completed)
      return Disposables.create()
    }
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Infallible.create(subscribe: relay) }
    XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
  }
}
