import Reactive
import ReactiveTest
import XCTest

final class TimerTests: ReactiveTestCase {
  func testOneShotTimerSendsZeroAndCompletesAfterTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.timer(.seconds(300), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(500, 0), .completed(500)])
  }

  func testOneShotTimerWithZeroDueTimeFiresOnTheNextTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
  }

  func testOneShotTimerDisposedBeforeTheDueTimeSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 400) {
      Observable<Int>.timer(.seconds(300), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
  }

  func testOneShotTimerDueAfterTheDisposalNeverFires() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.timer(.seconds(1000), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
  }

  func testPeriodicTimerSendsCountsEveryPeriodAfterTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable<Int64>.timer(.seconds(50), period: .seconds(100), scheduler: scheduler)
    }
    XCTAssertEqual(
      res.events,
      [
        .next(250, 0), .next(350, 1), .next(450, 2), .next(550, 3), .next(650, 4), .next(750, 5),
        .next(850, 6), .next(950, 7),
      ])
  }

  func testPeriodicTimerDisposedEarlyStops() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 400) {
      Observable<Int>.timer(.seconds(50), period: .seconds(100), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(250, 0), .next(350, 1)])
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
