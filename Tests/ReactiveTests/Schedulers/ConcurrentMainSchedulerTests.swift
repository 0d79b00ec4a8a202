import Foundation
import Reactive
import TestSupport
import XCTest

final class ConcurrentMainSchedulerTests: ReactiveTestCase {
  func testRunsInlineOnTheMainThread() {
    var ran = false
    _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
      ran = true
      return Disposables.create()
    }
    XCTAssertTrue(ran)
  }

  func testRunsInlineOnTheMainThreadEvenWithMainQueueWorkPending() {
    let order = LockedValue<[String]>()
    DispatchQueue.main.async { order.append("queued") }
    _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
      order.append("inline")
      return Disposables.create()
    }
    XCTAssertTrue(spinMainRunLoop { order.value.count == 2 })
    XCTAssertEqual(order.value, ["inline", "queued"])
  }

  func testHopsToTheMainThreadFromABackgroundThread() {
    let onMain = LockedValue<[Bool]>()
    DispatchQueue.global().async {
      _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
        onMain.append(Thread.isMainThread)
        return Disposables.create()
      }
    }
    XCTAssertTrue(spinMainRunLoop { !onMain.value.isEmpty })
    XCTAssertEqual(onMain.value, [true])
  }

  func testWorkCancelledBeforeItHopsNeverRuns() {
    let scheduled = DispatchSemaphore(value: 0)
    let ran = LockedValue(false)
    DispatchQueue.global().async {
      ConcurrentMainScheduler.instance.schedule(()) { _ in
        ran.set(true)
        return Disposables.create()
      }
      .dispose()
      scheduled.signal()
    }
    scheduled.wait()
    spinMainRunLoop(for: 0.03)
    XCTAssertFalse(ran.value)
  }

  func testScheduleRelativeRunsOnTheMainThreadAfterTheDueTime() {
    let start = Date()
    var elapsed: TimeInterval?
    var onMain = false
    _ = ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
      elapsed = Date().timeIntervalSince(start)
      onMain = Thread.isMainThread
      return Disposables.create()
    }
    XCTAssertNil(elapsed)
    XCTAssertTrue(spinMainRunLoop { elapsed != nil })
    XCTAssertGreaterThanOrEqual(elapsed ?? 0, 0.019)
    XCTAssertTrue(onMain)
  }

  func testSchedulePeriodicRunsOnTheMainThreadUntilDisposed() {
    var states: [Int] = []
    let timer = ConcurrentMainScheduler.instance.schedulePeriodic(
      10, startAfter: .milliseconds(2), period: .milliseconds(2)
    ) { state in
      states.append(state)
      return state + 1
    }
    XCTAssertTrue(spinMainRunLoop { states.count >= 3 })
    timer.dispose()
    let count = states.count
    spinMainRunLoop(for: 0.02)
    XCTAssertEqual(states, Array(10..<(10 + count)))
  }

  func testNowIsTheCurrentTime() {
    XCTAssertEqual(
      ConcurrentMainScheduler.instance.now.timeIntervalSince1970, Date().timeIntervalSince1970,
      accuracy: 1)
  }

  func testTimeTypesAreFoundationsAsInRxSwift() {
    XCTAssertTrue(ConcurrentMainScheduler.TimeInterval.self == Foundation.TimeInterval.self)
    XCTAssertTrue(ConcurrentMainScheduler.Time.self == Date.self)
  }
}
