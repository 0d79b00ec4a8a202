import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceDelayTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      m.expect("                 -") {
        xs.asDriver(onErrorJustReturn: -1).delay(.seconds(50), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testEmptySourceCompletesLater() {
    assertMarbles { m in
      let xs = m.hot("           ^----|")
      m.expect("                 ----------|") {
        xs.asDriver(onErrorJustReturn: -1).delay(.seconds(50), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testElementsAreShiftedByTheDueTime() {
    assertMarbles { m in
      let xs = m.hot("           ^1-2-|")
      m.expect("                 ------1-2-|") {
        xs.asSignal(onErrorJustReturn: -1).delay(.seconds(50), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testSourceErrorBecomesTheDelayedFallback() {
    assertMarbles { m in
      let xs = m.hot("           ^1-#")
      m.expect("                 ------1-'-1' @281 |") {
        xs.asDriver(onErrorJustReturn: -1).delay(.seconds(50), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^--!")
    }
  }

  func testDisposedEarlyDropsTheWaitingElements() {
    assertMarbles(disposed: 270) { m in
      let xs = m.hot("           ^1--2-----|")
      m.expect("                 ------1") {
        xs.asDriver(onErrorJustReturn: -1).delay(.seconds(50), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^------!")
    }
  }

  func testTheDefaultSchedulerDeliversOnTheMainThread() {
    let recorder = ThreadRecorder<Int>()
    let subscription = Driver.just(1).delay(.milliseconds(1)).drive(recorder)
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(1), .completed])
    XCTAssertTrue(recorder.deliveredOnTheMainThread)
    subscription.dispose()
  }

  func testTheMockedSharingSchedulerRunsTheClockAsInRxCocoa() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
    SharingScheduler.mock(scheduler: scheduler) {
      let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).delay(.seconds(50)) }
      XCTAssertEqual(res.events, [.next(261, 1), .next(281, 2), .completed(301)])
    }
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }
}
