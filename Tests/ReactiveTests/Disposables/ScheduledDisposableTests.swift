import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

final class ScheduledDisposableTests: ReactiveTestCase {
  func testDisposesTheInnerDisposableOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    var disposedAt: [TestTime] = []
    let disposable = ScheduledDisposable(
      scheduler: scheduler,
      disposable: Disposables.create { disposedAt.append(scheduler.clock) })
    scheduler.scheduleAt(100) { disposable.dispose() }
    scheduler.start()
    XCTAssertEqual(disposedAt, [101])
    XCTAssertTrue(disposable.isDisposed)
  }

  func testDisposingTwiceSchedulesTheDisposalOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    var disposals = 0
    let disposable = ScheduledDisposable(
      scheduler: scheduler, disposable: Disposables.create { disposals += 1 })
    XCTAssertFalse(disposable.isDisposed)
    disposable.dispose()
    disposable.dispose()
    scheduler.start()
    XCTAssertEqual(disposals, 1)
    XCTAssertEqual(scheduler.clock, 1)
  }

  func testDisposesOnTheSchedulerQueue() {
    let subject = DispatchSchedulerUnderTest<SerialDispatchQueueScheduler>.serial(
      "scheduled-disposable-test")
    let onQueue = LockedValue<[Bool]>()
    let disposable = ScheduledDisposable(
      scheduler: subject.scheduler,
      disposable: Disposables.create { onQueue.append(subject.isOnQueue()) })
    disposable.dispose()
    subject.drain()
    XCTAssertEqual(onQueue.value, [true])
    XCTAssertTrue(disposable.scheduler is SerialDispatchQueueScheduler)
  }
}
