import Dispatch
import Foundation
import Reactive
import TestSupport
import XCTest

final class OperationQueueSchedulerTests: ReactiveTestCase {
  func testScheduledWorkRunsAsAnOperationOnTheQueueWithTheGivenPriority() {
    let queue = OperationQueue()
    let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
    XCTAssertTrue(scheduler.operationQueue === queue)
    XCTAssertEqual(scheduler.queuePriority, .high)
    let ran = DispatchSemaphore(value: 0)
    let seen = LockedValue<(state: Int, onQueue: Bool)?>(nil)
    _ = scheduler.schedule(7) { state in
      seen.set((state, OperationQueue.current === queue))
      ran.signal()
      return Disposables.create()
    }
    XCTAssertEqual(ran.wait(timeout: .now() + 5), .success)
    XCTAssertEqual(seen.value?.state, 7)
    XCTAssertEqual(seen.value?.onQueue, true)
  }

  func testThePriorityDefaultsToNormal() {
    XCTAssertEqual(OperationQueueScheduler(operationQueue: OperationQueue()).queuePriority, .normal)
  }

  func testTheQueueDecidesHowManyRunAtOnce() {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let recorder = SerialRecorder<Int>()
    let done = DispatchSemaphore(value: 0)
    for value in 0..<50 {
      _ = scheduler.schedule(value) { value in
        recorder.on(.next(value))
        if value == 49 { done.signal() }
        return Disposables.create()
      }
    }
    XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
    XCTAssertEqual(recorder.overlaps, 0)
    XCTAssertEqual(recorder.events, (0..<50).map { .next($0) })
  }

  func testDisposingBeforeTheOperationStartsCancelsIt() {
    let queue = OperationQueue()
    queue.isSuspended = true
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let ran = LockedValue(false)
    let work = scheduler.schedule(()) { _ in
      ran.set(true)
      return Disposables.create()
    }
    work.dispose()
    queue.isSuspended = false
    queue.waitUntilAllOperationsAreFinished()
    XCTAssertFalse(ran.value)
  }

  func testDisposingAfterTheOperationRanDisposesWhatTheActionReturned() {
    let queue = OperationQueue()
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let log = DisposalLog()
    let work = scheduler.schedule(()) { _ in log.disposable("action's result") }
    queue.waitUntilAllOperationsAreFinished()
    XCTAssertEqual(log.disposed, [])
    work.dispose()
    work.dispose()
    XCTAssertEqual(log.disposed, ["action's result"])
  }

  func testObserveOnDeliversEveryEventInOrderThroughTheQueue() {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    let recorder = ThreadRecorder<Int>()
    let subscription = Observable.range(start: 0, count: 20)
      .observe(on: OperationQueueScheduler(operationQueue: queue))
      .subscribe(recorder)
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, (0..<20).map { .next($0) } + [.completed])
    subscription.dispose()
  }
}
