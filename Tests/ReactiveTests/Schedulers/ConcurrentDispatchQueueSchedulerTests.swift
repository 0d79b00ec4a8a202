import Dispatch
import Foundation
import Reactive
import TestSupport
import XCTest

final class ConcurrentDispatchQueueSchedulerTests: ReactiveTestCase {
  private let subject = DispatchSchedulerUnderTest<ConcurrentDispatchQueueScheduler>.concurrent(
    "concurrent-scheduler-test")

  func testWorkRunsOnItsQueue() {
    assertRunsWorkOnItsQueue(subject, ordered: false)
  }

  func testWorkMayRunConcurrently() {
    let second = DispatchSemaphore(value: 0)
    let met = LockedValue<[Bool]>()
    let done = expectation(description: "both ran")
    done.expectedFulfillmentCount = 2
    _ = subject.scheduler.schedule(()) { _ in
      // Waits for work scheduled after it, which a serial queue could never run meanwhile.
      met.append(second.wait(timeout: .now() + 5) == .success)
      done.fulfill()
      return Disposables.create()
    }
    _ = subject.scheduler.schedule(()) { _ in
      second.signal()
      done.fulfill()
      return Disposables.create()
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(met.value, [true])
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

  func testQualityOfServiceInitializerRunsWorkOffTheMainThread() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
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

  func testNowIsTheCurrentTime() {
    XCTAssertEqual(
      subject.scheduler.now.timeIntervalSince1970, Date().timeIntervalSince1970, accuracy: 1)
  }

  func testTimeTypesAreFoundationsAsInRxSwift() {
    XCTAssertTrue(
      ConcurrentDispatchQueueScheduler.TimeInterval.self == Foundation.TimeInterval.self)
    XCTAssertTrue(ConcurrentDispatchQueueScheduler.Time.self == Date.self)
  }
}
