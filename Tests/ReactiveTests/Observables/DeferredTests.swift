import Reactive
import ReactiveTest
import XCTest

final class DeferredTests: ReactiveTestCase {
  func testFactoryRunsAtSubscriptionAndItsSequenceIsForwarded() {
    var factoryCalledAt: [TestTime] = []
    assertMarbles { m in
      let xs = m.hot("           1----^2---|")
      m.expect("                      -2---|") {
        Observable.deferred {
          factoryCalledAt.append(m.scheduler.clock)
          return xs.asObservable()
        }
      }
      m.expectSubscriptions(xs, "     ^----!")
    }
    XCTAssertEqual(factoryCalledAt, [200])
  }

  func testNeverSequenceIsDisposedAtTheEnd() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      m.expect("                      -") { Observable.deferred { xs.asObservable() } }
      m.expectSubscriptions(xs, "     ^ @1000 !")
    }
  }

  func testErrorOfTheSequenceIsForwarded() {
    assertMarbles { m in
      let xs = m.hot("           ^2-#")
      m.expect("                 -2-#") { Observable.deferred { xs.asObservable() } }
      m.expectSubscriptions(xs, "^--!")
    }
  }

  func testDisposingEarlyUnsubscribesTheSequence() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^2----3---|")
      m.expect("                 -2") { Observable.deferred { xs.asObservable() } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testThrowingFactorySendsTheError() {
    assertMarbles { m in
      m.expect("#") { Observable<Int>.deferred { throw testError } }
    }
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
