import Dispatch
import Foundation
import Reactive
import TestSupport
import XCTest

/// A scheduler under test that runs work on a dispatch queue the test controls.
struct DispatchSchedulerUnderTest<Scheduler: SchedulerType & Sendable>: Sendable {
  /// The scheduler.
  let scheduler: Scheduler
  /// Whether the calling code runs on the scheduler's queue.
  let isOnQueue: @Sendable () -> Bool
  /// Keeps the queue from starting new work until the returned closure is called.
  let block: @Sendable () -> @Sendable () -> Void
  /// Waits until the queue has run everything submitted so far.
  let drain: @Sendable () -> Void

  /// A scheduler on a serial queue labelled and marked for the test.
  static func serial(_ name: String) -> DispatchSchedulerUnderTest<SerialDispatchQueueScheduler> {
    let key = DispatchSpecificKey<String>()
    let queues = LockedValue<[DispatchQueue]>()
    let scheduler = SerialDispatchQueueScheduler(
      internalSerialQueueName: name,
      serialQueueConfiguration: { queue in
        queue.setSpecific(key: key, value: name)
        queues.append(queue)
      })
    let queue = queues.value[0]
    return DispatchSchedulerUnderTest<SerialDispatchQueueScheduler>(
      scheduler: scheduler,
      isOnQueue: { DispatchQueue.getSpecific(key: key) == name },
      block: blocking(queue, barrier: false),
      drain: { queue.sync {} })
  }

  /// A scheduler on a new concurrent queue labelled and marked for the test.
  static func concurrent(_ name: String) -> DispatchSchedulerUnderTest<
    ConcurrentDispatchQueueScheduler
  > {
    let key = DispatchSpecificKey<String>()
    let queue = DispatchQueue(label: name, attributes: .concurrent)
    queue.setSpecific(key: key, value: name)
    return DispatchSchedulerUnderTest<ConcurrentDispatchQueueScheduler>(
      scheduler: ConcurrentDispatchQueueScheduler(queue: queue),
      isOnQueue: { DispatchQueue.getSpecific(key: key) == name },
      block: blocking(queue, barrier: true),
      drain: { queue.sync(flags: .barrier) {} })
  }

  private static func blocking(_ queue: DispatchQueue, barrier: Bool)
    -> @Sendable () -> @Sendable () -> Void
  {
    {
      let gate = DispatchSemaphore(value: 0)
      let started = DispatchSemaphore(value: 0)
      queue.async(flags: barrier ? .barrier : []) {
        started.signal()
        gate.wait()
      }
      started.wait()
      return { gate.signal() }
    }
  }
}

extension ReactiveTestCase {
  /// Asserts that scheduled work runs on the scheduler's queue, in the order it was scheduled
  /// when `ordered`.
  func assertRunsWorkOnItsQueue<Scheduler>(
    _ subject: DispatchSchedulerUnderTest<Scheduler>, ordered: Bool,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let ran = LockedValue<[Int]>()
    let onQueue = LockedValue<[Bool]>()
    for index in 0..<200 {
      _ = subject.scheduler.schedule(index) { index in
        onQueue.append(subject.isOnQueue())
        ran.append(index)
        return Disposables.create()
      }
    }
    subject.drain()
    XCTAssertEqual(Set(onQueue.value), [true], "ran on the queue", file: file, line: line)
    if ordered {
      XCTAssertEqual(ran.value, Array(0..<200), "order", file: file, line: line)
    } else {
      XCTAssertEqual(ran.value.sorted(), Array(0..<200), "work that ran", file: file, line: line)
    }
  }

  /// Asserts that relative work runs on the queue no earlier than its due time.
  func assertRelativeWorkRunsAfterItsDueTime<Scheduler>(
    _ subject: DispatchSchedulerUnderTest<Scheduler>,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let start = Date()
    let done = expectation(description: "relative work")
    let report = LockedValue<[(elapsed: TimeInterval, onQueue: Bool)]>()
    _ = subject.scheduler.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
      report.append((Date().timeIntervalSince(start), subject.isOnQueue()))
      done.fulfill()
      return Disposables.create()
    }
    wait(for: [done], timeout: 10)
    XCTAssertGreaterThanOrEqual(report.value.first?.elapsed ?? 0, 0.029, file: file, line: line)
    XCTAssertEqual(report.value.first?.onQueue, true, "ran on the queue", file: file, line: line)
  }

  /// Asserts that work cancelled before it starts never runs: immediate, relative and periodic.
  func assertWorkCancelledBeforeItStartsNeverRuns<Scheduler>(
    _ subject: DispatchSchedulerUnderTest<Scheduler>,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let ran = LockedValue<[String]>()
    let unblock = subject.block()
    let immediate = subject.scheduler.schedule(()) { _ in
      ran.append("immediate")
      return Disposables.create()
    }
    let relative = subject.scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
      ran.append("relative")
      return Disposables.create()
    }
    let periodic = subject.scheduler.schedulePeriodic(
      (), startAfter: .milliseconds(1), period: .milliseconds(1)
    ) { _ in ran.append("periodic") }
    Thread.sleep(forTimeInterval: 0.01)
    immediate.dispose()
    relative.dispose()
    periodic.dispose()
    unblock()
    subject.drain()
    Thread.sleep(forTimeInterval: 0.02)
    subject.drain()
    XCTAssertEqual(ran.value, [], file: file, line: line)
  }

  /// Asserts that `.never` due times never run, and that a `.never` period runs once.
  func assertNeverDueTimesNeverRun<Scheduler>(
    _ subject: DispatchSchedulerUnderTest<Scheduler>,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let ran = LockedValue<[String]>()
    let relative = subject.scheduler.scheduleRelative((), dueTime: .never) { _ in
      ran.append("relative")
      return Disposables.create()
    }
    let neverStarting = subject.scheduler.schedulePeriodic(
      (), startAfter: .never, period: .milliseconds(1)
    ) { _ in ran.append("never starting") }
    let once = subject.scheduler.schedulePeriodic(
      (), startAfter: .milliseconds(1), period: .never
    ) { _ in ran.append("once") }
    Thread.sleep(forTimeInterval: 0.05)
    subject.drain()
    XCTAssertEqual(ran.value, ["once"], file: file, line: line)
    relative.dispose()
    neverStarting.dispose()
    once.dispose()
  }

  /// Asserts that periodic work runs on the queue, passes each run's state to the next, and
  /// stops once disposed.
  func assertPeriodicWorkRunsUntilDisposed<Scheduler>(
    _ subject: DispatchSchedulerUnderTest<Scheduler>,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let states = LockedValue<[Int]>()
    let onQueue = LockedValue<[Bool]>()
    let timer = subject.scheduler.schedulePeriodic(
      0, startAfter: .milliseconds(2), period: .milliseconds(2)
    ) { state in
      onQueue.append(subject.isOnQueue())
      states.append(state)
      return state + 1
    }
    let deadline = Date().addingTimeInterval(10)
    while states.value.count < 4 && Date() < deadline { Thread.sleep(forTimeInterval: 0.002) }
    timer.dispose()
    Thread.sleep(forTimeInterval: 0.02)
    subject.drain()
    let count = states.value.count
    Thread.sleep(forTimeInterval: 0.03)
    subject.drain()
    XCTAssertGreaterThanOrEqual(count, 4, file: file, line: line)
    XCTAssertEqual(states.value, Array(0..<count), "states", file: file, line: line)
    XCTAssertEqual(Set(onQueue.value), [true], "ran on the queue", file: file, line: line)
  }

  /// Asserts that a periodic action may dispose its own timer, and is not run again.
  func assertPeriodicActionMayDisposeItsOwnTimer<Scheduler>(
    _ subject: DispatchSchedulerUnderTest<Scheduler>,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let timer = LockedValue<[any Disposable]>()
    let states = LockedValue<[Int]>()
    let stopped = expectation(description: "timer disposed by its action")
    timer.append(
      subject.scheduler.schedulePeriodic(
        0, startAfter: .milliseconds(5), period: .milliseconds(2)
      ) { state in
        states.append(state)
        if state == 2 {
          timer.value.first?.dispose()
          stopped.fulfill()
        }
        return state + 1
      })
    wait(for: [stopped], timeout: 10)
    Thread.sleep(forTimeInterval: 0.03)
    subject.drain()
    XCTAssertEqual(states.value, [0, 1, 2], file: file, line: line)
  }
}
