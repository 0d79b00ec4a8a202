import Reactive
import ReactiveTest
import XCTest

final class DelaySubscriptionTests: ReactiveTestCase {
  func testNeverSourceIsSubscribedLate() {
    assertMarbles { m in
      let xs = m.cold("          -")
      m.expect("                 -") { xs.delaySubscription(.seconds(30), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "---^ @1000 !")
    }
  }

  func testEmptySourceCompletesAfterTheDelay() {
    assertMarbles { m in
      let xs = m.cold("          -----|")
      m.expect("                 --------|") {
        xs.delaySubscription(.seconds(30), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "---^----!")
    }
  }

  func testValuesArriveAsTheLateSubscriptionProducesThem() {
    assertMarbles { m in
      let xs = m.cold("          -----'42''43'|")
      m.expect("                 --------'42''43'|") {
        xs.delaySubscription(.seconds(30), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "---^-----   -   !")
    }
  }

  func testErrorIsForwarded() {
    assertMarbles { m in
      let xs = m.cold("          -----'42'-#")
      m.expect("                 --------'42'-#") {
        xs.delaySubscription(.seconds(30), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "---^-----   -!")
    }
  }

  func testHotSourceMissesWhatItSendsBeforeTheSubscription() {
    assertMarbles { m in
      let xs = m.hot("           ^-1-2|")
      m.expect("                 ----2|") {
        xs.delaySubscription(.seconds(30), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "---^-!")
    }
  }

  func testDisposingBeforeTheDelayNeverSubscribes() {
    assertMarbles(disposed: 220) { m in
      let xs = m.cold("-----'42'-|")
      m.expect("       -") {
        xs.delaySubscription(.seconds(30), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs)
    }
  }

  func testDisposingAfterTheDelayUnsubscribes() {
    assertMarbles(ticksPerFrame: 5, disposed: 285) { m in
      let xs = m.cold("          ----------'42'-'43'-|")
      m.expect("                 ----------------'42'") {
        xs.delaySubscription(.seconds(30), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "------^----------   !")
    }
  }

  func testSubscribesFromADispatchScheduler() {
    let recorder = ThreadRecorder<Int>()
    let subscription = Observable.just(1)
      .delaySubscription(.milliseconds(20), scheduler: backgroundScheduler)
      .subscribe(recorder)
    XCTAssertEqual(recorder.events, [])
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(1), .completed])
    XCTAssertTrue(recorder.deliveredOffTheMainThread)
    subscription.dispose()
  }
}
