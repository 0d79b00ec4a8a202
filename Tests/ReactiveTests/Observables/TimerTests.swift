import Reactive
import ReactiveTest
import XCTest

final class TimerTests: ReactiveTestCase {
  func testOneShotTimerSendsZeroAndCompletesAfterTheDueTime() {
    assertMarbles { m in
      m.expect("------------------------------(0|)") {
        Observable<Int>.timer(.seconds(300), scheduler: m.scheduler)
      }
    }
  }

  func testOneShotTimerWithZeroDueTimeFiresOnTheNextTick() {
    assertMarbles(ticksPerFrame: 1) { m in
      m.expect("-(0|)") { Observable<Int>.timer(.seconds(0), scheduler: m.scheduler) }
    }
  }

  func testOneShotTimerDisposedBeforeTheDueTimeSendsNothing() {
    assertMarbles(disposed: 400) { m in
      m.expect("-") {
        Observable<Int>.timer(.seconds(300), scheduler: m.scheduler)
      }
    }
  }

  func testOneShotTimerDueAfterTheDisposalNeverFires() {
    assertMarbles { m in
      m.expect("-") { Observable<Int>.timer(.seconds(1000), scheduler: m.scheduler) }
    }
  }

  func testPeriodicTimerSendsCountsEveryPeriodAfterTheDueTime() {
    assertMarbles { m in
      m.expect("-----0---------1---------2---------3---------4---------5---------6---------7") {
        Observable<Int64>.timer(.seconds(50), period: .seconds(100), scheduler: m.scheduler)
      }
    }
  }

  func testPeriodicTimerDisposedEarlyStops() {
    assertMarbles(disposed: 400) { m in
      m.expect("-----0---------1") {
        Observable<Int>.timer(.seconds(50), period: .seconds(100), scheduler: m.scheduler)
      }
    }
  }

  func testOneShotTimerFiresOnADispatchScheduler() {
    let recorder = ThreadRecorder<Int>()
    let subscription = Observable<Int>.timer(.milliseconds(10), scheduler: backgroundScheduler)
      .subscribe(recorder)
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(0), .completed])
    XCTAssertTrue(recorder.deliveredOffTheMainThread)
    subscription.dispose()
  }

  func testPeriodicTimerTicksInOrderOnADispatchScheduler() {
    let recorder = ThreadRecorder<UInt8>()
    let subscription = Observable<UInt8>.timer(
      .milliseconds(10), period: .milliseconds(10), scheduler: backgroundScheduler
    )
    .subscribe(recorder)
    XCTAssertTrue(recorder.wait { $0.count >= 3 })
    subscription.dispose()
    XCTAssertEqual(Array(recorder.elements.prefix(3)), [0, 1, 2])
  }
}
