import Dispatch
import Reactive
import ReactiveTest
import TestSupport
import XCTest

final class SchedulerTypeTests: ReactiveTestCase {
  func testPeriodicWorkOnAVirtualSchedulerRunsEveryPeriodAndPassesItsState() {
    let scheduler = TestScheduler(initialClock: 0)
    var runs: [(time: TestTime, state: Int)] = []
    var timer: (any Disposable)?
    scheduler.scheduleAt(100) {
      timer = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(5)) {
        state in
        runs.append((scheduler.clock, state))
        return state + 1
      }
    }
    scheduler.scheduleAt(122) { timer?.dispose() }
    scheduler.start()
    XCTAssertEqual(runs.map(\.time), [110, 115, 120])
    XCTAssertEqual(runs.map(\.state), [0, 1, 2])
    XCTAssertEqual(scheduler.clock, 122)
  }

  func testPeriodicWorkDisposedBeforeItStartsNeverRuns() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran = false
    let timer = scheduler.schedulePeriodic((), startAfter: .seconds(10), period: .seconds(5)) {
      ran = true
    }
    timer.dispose()
    scheduler.start()
    XCTAssertFalse(ran)
  }

  func testPeriodicWorkThatNeverStartsLeavesNothingScheduled() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran = false
    let timer = scheduler.schedulePeriodic((), startAfter: .never, period: .seconds(5)) {
      ran = true
    }
    scheduler.start()
    XCTAssertFalse(ran)
    XCTAssertEqual(scheduler.clock, 0)
    timer.dispose()
  }

  func testPeriodicWorkWithANeverPeriodRunsOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    var times: [TestTime] = []
    let timer = scheduler.schedulePeriodic((), startAfter: .seconds(10), period: .never) {
      times.append(scheduler.clock)
    }
    scheduler.start()
    XCTAssertEqual(times, [10])
    XCTAssertEqual(scheduler.clock, 10)
    timer.dispose()
  }

  func testRelativeWorkWithANeverDueTimeOnADispatchSchedulerIsANoOp() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "never-test")
    let ran = LockedValue(false)
    let work = scheduler.scheduleRelative((), dueTime: .never) { _ in
      ran.set(true)
      return Disposables.create()
    }
    work.dispose()
    XCTAssertFalse(ran.value)
  }
}
