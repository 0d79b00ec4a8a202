import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

final class RecursiveSchedulingTests: ReactiveTestCase {
  func testImmediateRecursionOnTheCurrentThreadRunsEachStepInOrder() {
    var log: [Int] = []
    _ = CurrentThreadScheduler.instance.scheduleRecursive(3) { count, recurse in
      log.append(count)
      if count > 1 { recurse(count - 1) }
    }
    XCTAssertEqual(log, [3, 2, 1])
  }

  func testImmediateRecursionOnAVirtualSchedulerTakesOneTickPerStep() {
    let scheduler = TestScheduler(initialClock: 0)
    var times: [TestTime] = []
    scheduler.scheduleAt(100) {
      _ = scheduler.scheduleRecursive(0) { step, recurse in
        times.append(scheduler.clock)
        if step < 2 { recurse(step + 1) }
      }
    }
    scheduler.start()
    XCTAssertEqual(times, [101, 102, 103])
  }

  func testImmediateRecursionOnASerialQueueRunsEveryStepOnTheQueue() {
    let subject = DispatchSchedulerUnderTest<SerialDispatchQueueScheduler>.serial(
      "recursion-test")
    let steps = LockedValue<[Int]>()
    let onQueue = LockedValue<[Bool]>()
    let done = expectation(description: "recursion finished")
    let recursion = subject.scheduler.scheduleRecursive(0) { step, recurse in
      steps.append(step)
      onQueue.append(subject.isOnQueue())
      if step < 50 { recurse(step + 1) } else { done.fulfill() }
    }
    wait(for: [done], timeout: 10)
    recursion.dispose()
    XCTAssertEqual(steps.value, Array(0...50))
    XCTAssertEqual(Set(onQueue.value), [true])
  }

  func testRelativeRecursionWaitsTheDueTimeBeforeEachStep() {
    let scheduler = TestScheduler(initialClock: 0)
    var times: [TestTime] = []
    scheduler.scheduleAt(100) {
      _ = scheduler.scheduleRecursive(0, dueTime: .seconds(10)) { step, recurse in
        times.append(scheduler.clock)
        if step < 2 { recurse(step + 1) }
      }
    }
    scheduler.start()
    XCTAssertEqual(times, [110, 120, 130])
  }

  func testRelativeRecursionOnADispatchQueueWaitsTheDueTime() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "relative-recursion")
    let start = Date()
    let elapsed = LockedValue<[TimeInterval]>()
    let done = expectation(description: "recursion finished")
    let recursion = scheduler.scheduleRecursive(0, dueTime: .milliseconds(10)) { step, recurse in
      elapsed.append(Date().timeIntervalSince(start))
      if step < 2 { recurse(step + 1) } else { done.fulfill() }
    }
    wait(for: [done], timeout: 10)
    recursion.dispose()
    XCTAssertEqual(elapsed.value.count, 3)
    XCTAssertGreaterThanOrEqual(elapsed.value.last ?? 0, 0.029)
  }

  func testDisposingStopsThePendingStep() {
    let scheduler = TestScheduler(initialClock: 0)
    var times: [TestTime] = []
    var recursion: (any Disposable)?
    scheduler.scheduleAt(100) {
      recursion = scheduler.scheduleRecursive(0, dueTime: .seconds(10)) { _, recurse in
        times.append(scheduler.clock)
        recurse(0)
      }
    }
    scheduler.scheduleAt(125) { recursion?.dispose() }
    scheduler.start()
    XCTAssertEqual(times, [110, 120])
    XCTAssertEqual(scheduler.clock, 125)
  }

  func testDisposingBeforeTheFirstStepRunsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran = false
    let recursion = scheduler.scheduleRecursive(()) { _, _ in ran = true }
    recursion.dispose()
    scheduler.start()
    XCTAssertFalse(ran)
  }

  func testDisposingFromInsideAStepStopsTheRecursion() {
    let scheduler = TestScheduler(initialClock: 0)
    var steps: [Int] = []
    var recursion: (any Disposable)?
    recursion = scheduler.scheduleRecursive(0) { step, recurse in
      steps.append(step)
      if step == 2 { recursion?.dispose() }
      recurse(step + 1)
    }
    scheduler.start()
    XCTAssertEqual(steps, [0, 1, 2])
  }
}
