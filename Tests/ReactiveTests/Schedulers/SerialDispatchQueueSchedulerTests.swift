import Dispatch
import Foundation
import Reactive
import TestSupport
import XCTest

final class SerialDispatchQueueSchedulerTests: ReactiveTestCase {
  private let subject = DispatchSchedulerUnderTest<SerialDispatchQueueScheduler>.serial(
    "serial-scheduler-test")

  func testWorkRunsOnItsQueueInTheOrderItWasScheduled() {
    assertRunsWorkOnItsQueue(subject, ordered: true)
  }

  func testRelativeWorkRunsOnItsQueueAfterTheDueTime() {
    assertRelativeWorkRunsAfterItsDueTime(subject)
  }

  func testWorkCancelledBeforeItStartsNeverRuns() {
    assertWorkCancelledBeforeItStartsNeverRuns(subject)
  }

  func testNeverDueTimesNeverRunAndANeverPeriodRunsOnce() {
    assertNeverDueTimesNeverRun(subject)
  }

  func testPeriodicWorkPassesItsStateAlongUntilDisposed() {
    assertPeriodicWorkRunsUntilDisposed(subject)
  }

  func testPeriodicActionMayDisposeItsOwnTimer() {
    assertPeriodicActionMayDisposeItsOwnTimer(subject)
  }

  func testSchedulerOnATargetQueueRunsOneItemAtATimeInOrder() {
    let scheduler = SerialDispatchQueueScheduler(
      queue: .global(), internalSerialQueueName: "serial-on-global-test")
    let probe = ExclusionProbe()
    let ran = LockedValue<[Int]>()
    let done = expectation(description: "all work ran")
    for index in 0..<300 {
      _ = scheduler.schedule(index) { index in
        probe.inside { ran.append(index) }
        if index == 299 { done.fulfill() }
        return Disposables.create()
      }
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(probe.overlaps, 0)
    XCTAssertEqual(ran.value, Array(0..<300))
  }

  func testQualityOfServiceInitializerRunsWorkOffTheMainThread() {
    let scheduler = SerialDispatchQueueScheduler(qos: .utility)
    let onMain = LockedValue<[Bool]>()
    let done = expectation(description: "work ran")
    _ = scheduler.schedule(()) { _ in
      onMain.append(Thread.isMainThread)
      done.fulfill()
      return Disposables.create()
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(onMain.value, [false])
  }

  func testDisposingTheResultOfFinishedWorkDisposesWhatTheWorkReturned() {
    let disposed = LockedValue(false)
    let work = subject.scheduler.schedule(()) { _ in
      Disposables.create { disposed.set(true) }
    }
    subject.drain()
    XCTAssertFalse(disposed.value)
    work.dispose()
    XCTAssertTrue(disposed.value)
  }

  func testNowIsTheCurrentTime() {
    XCTAssertEqual(
      subject.scheduler.now.timeIntervalSince1970, Date().timeIntervalSince1970, accuracy: 1)
  }
}
