import Foundation
import Reactive
import TestSupport
import XCTest

final class MainSchedulerTests: ReactiveTestCase {
  func testInstanceRunsInlineOnTheMainThreadWhenNothingIsQueued() {
    XCTAssertTrue(Thread.isMainThread)
    spinMainRunLoop(for: 0.01)
    var ran = false
    _ = MainScheduler.instance.schedule(()) { _ in
      ran = true
      return Disposables.create()
    }
    XCTAssertTrue(ran)
  }

  func testInstanceHopsToTheMainThreadFromABackgroundThread() {
    let onMain = LockedValue<[Bool]>()
    DispatchQueue.global().async {
      _ = MainScheduler.instance.schedule(()) { _ in
        onMain.append(Thread.isMainThread)
        return Disposables.create()
      }
    }
    XCTAssertTrue(spinMainRunLoop { !onMain.value.isEmpty })
    XCTAssertEqual(onMain.value, [true])
  }

  func testInstanceOnTheMainThreadQueuesBehindWorkAlreadyQueued() {
    let order = LockedValue<[String]>()
    let queued = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      _ = MainScheduler.instance.schedule(()) { _ in
        order.append("queued from background")
        return Disposables.create()
      }
      queued.signal()
    }
    // The main thread is busy here, so the background work cannot have run yet.
    queued.wait()
    _ = MainScheduler.instance.schedule(()) { _ in
      order.append("scheduled on main")
      return Disposables.create()
    }
    XCTAssertEqual(order.value, [])
    XCTAssertTrue(spinMainRunLoop { order.value.count == 2 })
    XCTAssertEqual(order.value, ["queued from background", "scheduled on main"])
  }

  func testCancelledQueuedWorkDoesNotStopLaterWorkFromRunningInline() {
    let scheduled = DispatchSemaphore(value: 0)
    let ran = LockedValue(false)
    DispatchQueue.global().async {
      let work = MainScheduler.instance.schedule(()) { _ in
        ran.set(true)
        return Disposables.create()
      }
      work.dispose()
      scheduled.signal()
    }
    scheduled.wait()
    spinMainRunLoop(for: 0.05)
    XCTAssertFalse(ran.value)
    var ranInline = false
    _ = MainScheduler.instance.schedule(()) { _ in
      ranInline = true
      return Disposables.create()
    }
    XCTAssertTrue(ranInline)
  }

  func testAsyncInstanceAlwaysHopsEvenOnTheMainThread() {
    var ran = false
    var onMain = false
    _ = MainScheduler.asyncInstance.schedule(()) { _ in
      ran = true
      onMain = Thread.isMainThread
      return Disposables.create()
    }
    XCTAssertFalse(ran)
    XCTAssertTrue(spinMainRunLoop { ran })
    XCTAssertTrue(onMain)
  }

  func testScheduleRelativeRunsOnTheMainThreadAfterTheDueTime() {
    let start = Date()
    var elapsed: TimeInterval?
    var onMain = false
    _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
      elapsed = Date().timeIntervalSince(start)
      onMain = Thread.isMainThread
      return Disposables.create()
    }
    XCTAssertNil(elapsed)
    XCTAssertTrue(spinMainRunLoop { elapsed != nil })
    XCTAssertGreaterThanOrEqual(elapsed ?? 0, 0.029)
    XCTAssertTrue(onMain)
  }

  func testScheduleRelativeCancelledBeforeTheDueTimeNeverRuns() {
    var ran = false
    let work = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
      ran = true
      return Disposables.create()
    }
    work.dispose()
    spinMainRunLoop(for: 0.06)
    XCTAssertFalse(ran)
  }

  func testScheduleRelativeWithANeverDueTimeNeverRuns() {
    var ran = false
    let work = MainScheduler.instance.scheduleRelative((), dueTime: .never) { _ in
      ran = true
      return Disposables.create()
    }
    spinMainRunLoop(for: 0.03)
    XCTAssertFalse(ran)
    work.dispose()
  }

  func testSchedulePeriodicRunsOnTheMainThreadUntilDisposed() {
    var states: [Int] = []
    var onMain = true
    let timer = MainScheduler.instance.schedulePeriodic(
      0, startAfter: .milliseconds(5), period: .milliseconds(5)
    ) { state in
      states.append(state)
      onMain = onMain && Thread.isMainThread
      return state + 1
    }
    XCTAssertTrue(spinMainRunLoop { states.count >= 3 })
    timer.dispose()
    let count = states.count
    spinMainRunLoop(for: 0.03)
    XCTAssertEqual(states.count, count)
    XCTAssertEqual(states, Array(0..<count))
    XCTAssertTrue(onMain)
  }

  func testEnsureExecutingOnSchedulerPassesOnTheMainThread() {
    MainScheduler.ensureExecutingOnScheduler()
    MainScheduler.ensureRunningOnMainThread(errorMessage: "not on main")
  }

  func testNowIsTheCurrentTime() {
    XCTAssertEqual(
      MainScheduler.instance.now.timeIntervalSince1970, Date().timeIntervalSince1970,
      accuracy: 1)
  }

  func testAMainSchedulerIsASerialDispatchQueueScheduler() {
    let serial: SerialDispatchQueueScheduler = MainScheduler.instance
    var onMain = false
    _ = serial.schedule(()) { _ in
      onMain = Thread.isMainThread
      return Disposables.create()
    }
    XCTAssertTrue(onMain, "the main scheduler's own inline rule applies through its superclass")
  }

  func testANewMainSchedulerRunsInlineOnTheMainThreadWhenNothingOfItsOwnIsQueued() {
    let scheduler = MainScheduler()
    XCTAssertFalse(scheduler === MainScheduler.instance)
    var ran = false
    _ = scheduler.schedule(()) { _ in
      ran = true
      return Disposables.create()
    }
    XCTAssertTrue(ran)
  }

  func testANewMainSchedulerCountsItsOwnQueuedWork() {
    let mine = MainScheduler()
    let order = LockedValue<[String]>()
    let queued = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      _ = mine.schedule(()) { _ in
        order.append("queued on mine")
        return Disposables.create()
      }
      queued.signal()
    }
    queued.wait()
    _ = MainScheduler.instance.schedule(()) { _ in
      order.append("instance inline")
      return Disposables.create()
    }
    _ = mine.schedule(()) { _ in
      order.append("mine queued behind")
      return Disposables.create()
    }
    XCTAssertEqual(order.value, ["instance inline"])
    XCTAssertTrue(spinMainRunLoop { order.value.count == 3 })
    XCTAssertEqual(order.value, ["instance inline", "queued on mine", "mine queued behind"])
  }

  func testTimeTypesAreFoundationsAsInRxSwift() {
    let interval: MainScheduler.TimeInterval = 1.5
    let time: MainScheduler.Time = Date(timeIntervalSince1970: interval)
    XCTAssertEqual(time.timeIntervalSince1970, 1.5)
    XCTAssertTrue(MainScheduler.TimeInterval.self == Foundation.TimeInterval.self)
    XCTAssertTrue(SerialDispatchQueueScheduler.Time.self == Date.self)
  }
}
