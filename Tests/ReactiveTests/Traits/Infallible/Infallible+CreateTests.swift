import Reactive
import ReactiveTest
import XCTest

final class InfallibleCreateTests: ReactiveTestCase {
  func testCreateForwardsElementsAndCompletion() {
    assertMarbles { m in
      m.expect("-12|") {
        Infallible<Int>.create { observer in
          m.scheduler.scheduleAt(210) { observer(.next(1)) }
          m.scheduler.scheduleAt(220) { observer(.next(2)) }
          m.scheduler.scheduleAt(230) { observer(.completed) }
          m.scheduler.scheduleAt(240) { observer(.next(3)) }
          return Disposables.create()
        }
      }
    }
  }

  func testCreateDisposedEarlyDisposesItsResourceAndIgnoresLateEvents() {
    var disposedAt: TestTime?
    assertMarbles(disposed: 250) { m in
      m.expect("-1") {
        Infallible<Int>.create { observer in
          m.scheduler.scheduleAt(210) { observer(.next(1)) }
          m.scheduler.scheduleAt(260) { observer(.next(2)) }
          return Disposables.create { disposedAt = m.scheduler.clock }
        }
      }
    }
    XCTAssertEqual(disposedAt, 250)
  }

  func testJustSendsTheElementAndCompletes() {
    assertMarbles { m in m.expect("(1|)") { Infallible.just(1) } }
  }

  func testJustOnASchedulerSendsOnIt() {
    assertMarbles(ticksPerFrame: 1) { m in
      m.expect("-1|") { Infallible.just(1, scheduler: m.scheduler) }
    }
  }

  func testEmptyCompletesAtOnce() {
    assertMarbles { m in m.expect("|") { Infallible<Int>.empty() } }
  }

  func testNeverSendsNothing() {
    assertMarbles { m in m.expect("-") { Infallible<Int>.never() } }
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
    assertMarbles(ticksPerFrame: 1) { m in
      m.expect("-12|") { Infallible.of(1, 2, scheduler: m.scheduler) }
    }
  }

  func testFromOnASchedulerDisposedEarlyStops() {
    assertMarbles(ticksPerFrame: 1, disposed: 202) { m in
      m.expect("-1") {
        Infallible.from([1, 2, 3], scheduler: m.scheduler)
      }
    }
  }

  func testFromASequenceOnASchedulerSendsEachElementOnIt() {
    assertMarbles(ticksPerFrame: 1) { m in
      m.expect("-12|") { Infallible.from(1...2, scheduler: m.scheduler) }
    }
  }

  func testDeferredFactoryThatThrowsSendsTheErrorAsRxSwiftDoes() {
    assertMarbles { m in
      m.expect("#") { Infallible<Int>.deferred { throw testError } }
    }
  }

  func testCreateTakesAnInfallibleObserver() {
    let relay: (@escaping Infallible<Int>.InfallibleObserver) -> any Disposable = { observer in
      observer(.next(1))
      observer(.completed)
      return Disposables.create()
    }
    assertMarbles { m in
      m.expect("(1|)") { Infallible.create(subscribe: relay) }
    }
  }
}
