import Foundation
import Reactive
import XCTest

final class DispatchQueueConfigurationTests: ReactiveTestCase {
  private final class Tracked: Sendable {}

  func testCancellingDelayedWorkReleasesItsActionBeforeTheDueTime() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "release-test")
    weak var released: Tracked?
    let work: any Disposable = {
      let tracked = Tracked()
      released = tracked
      return scheduler.scheduleRelative(tracked, dueTime: .seconds(60)) { _ in
        XCTFail("cancelled work ran")
        return Disposables.create()
      }
    }()
    XCTAssertNotNil(released)
    work.dispose()
    XCTAssertNil(released)
  }

  func testDelayedWorkRunsWithItsState() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "run-test")
    let ran = expectation(description: "ran")
    _ = scheduler.scheduleRelative(42, dueTime: .milliseconds(10)) { value in
      XCTAssertEqual(value, 42)
      ran.fulfill()
      return Disposables.create()
    }
    wait(for: [ran], timeout: 5)
  }

  func testPeriodicWorkCanDisposeItselfFromInsideItsAction() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "periodic-test")
    let slot = DisposableSlot()
    let recorder = ThreadRecorder<Int>()
    slot.set(
      scheduler.schedulePeriodic(0, startAfter: .milliseconds(5), period: .milliseconds(5)) {
        count in
        recorder.onNext(count)
        if count == 2 { slot.dispose() }
        return count + 1
      })
    XCTAssertTrue(recorder.wait { $0.count == 3 })
    XCTAssertFalse(recorder.wait(timeout: 0.05) { $0.count > 3 })
    XCTAssertEqual(recorder.elements, [0, 1, 2])
  }
}
