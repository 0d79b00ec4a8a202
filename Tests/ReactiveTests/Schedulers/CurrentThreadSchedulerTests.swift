import Foundation
import Reactive
import TestSupport
import XCTest

final class CurrentThreadSchedulerTests: ReactiveTestCase {
  private let scheduler = CurrentThreadScheduler.instance

  func testScheduleIsRequiredOutsideScheduledWorkAndNotInsideIt() {
    XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    var inside: [Bool] = []
    _ = scheduler.schedule(()) { [scheduler] _ in
      inside.append(CurrentThreadScheduler.isScheduleRequired)
      _ = scheduler.schedule(()) { _ in
        inside.append(CurrentThreadScheduler.isScheduleRequired)
        return Disposables.create()
      }
      return Disposables.create()
    }
    XCTAssertEqual(inside, [false, false])
    XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
  }

  func testFirstWorkRunsAtOnceAndNestedWorkRunsAfterItInOrder() {
    var log: [String] = []
    _ = scheduler.schedule(()) { [scheduler] _ in
      log.append("A starts")
      _ = scheduler.schedule(()) { _ in
        log.append("B")
        _ = scheduler.schedule(()) { _ in
          log.append("D")
          return Disposables.create()
        }
        return Disposables.create()
      }
      _ = scheduler.schedule(()) { _ in
        log.append("C")
        return Disposables.create()
      }
      log.append("A ends")
      return Disposables.create()
    }
    XCTAssertEqual(log, ["A starts", "A ends", "B", "C", "D"])
  }

  func testQueuedWorkCancelledBeforeItRunsIsSkipped() {
    var log: [String] = []
    _ = scheduler.schedule(()) { [scheduler] _ in
      let cancelled = scheduler.schedule(()) { _ in
        log.append("cancelled")
        return Disposables.create()
      }
      _ = scheduler.schedule(()) { _ in
        log.append("kept")
        return Disposables.create()
      }
      cancelled.dispose()
      return Disposables.create()
    }
    XCTAssertEqual(log, ["kept"])
  }

  func testDisposingQueuedWorkAfterItRanDisposesWhatItReturned() {
    var log: [String] = []
    var nested: (any Disposable)?
    _ = scheduler.schedule(()) { [scheduler] _ in
      nested = scheduler.schedule(()) { _ in
        Disposables.create { log.append("disposed") }
      }
      return Disposables.create()
    }
    XCTAssertEqual(log, [])
    nested?.dispose()
    XCTAssertEqual(log, ["disposed"])
  }

  func testEachThreadHasItsOwnTrampoline() {
    let otherThread = LockedValue<[String]>()
    var log: [String] = []
    _ = scheduler.schedule(()) { [scheduler] _ in
      let done = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        otherThread.append("schedule required: \(CurrentThreadScheduler.isScheduleRequired)")
        _ = scheduler.schedule(()) { _ in
          otherThread.append("ran at once")
          return Disposables.create()
        }
        otherThread.append("returned")
        done.signal()
      }
      done.wait()
      log.append("main continues")
      return Disposables.create()
    }
    XCTAssertEqual(otherThread.value, ["schedule required: true", "ran at once", "returned"])
    XCTAssertEqual(log, ["main continues"])
  }

  func testLongRecursionRunsAsALoop() {
    var steps = 0
    _ = scheduler.scheduleRecursive(0) { step, recurse in
      steps += 1
      if step < 100_000 { recurse(step + 1) }
    }
    XCTAssertEqual(steps, 100_001)
  }

  func testQueuedWorkIsReleasedOnceItHasRun() {
    final class Token {}
    weak var heldByFirst: Token?
    var releasedBeforeTheNext: Bool?
    _ = scheduler.schedule(()) { [scheduler] _ in
      _ = scheduler.schedule(()) { _ in
        let token = Token()
        heldByFirst = token
        return Disposables.create { withExtendedLifetime(token) {} }
      }
      _ = scheduler.schedule(()) { _ in
        releasedBeforeTheNext = heldByFirst == nil
        return Disposables.create()
      }
      return Disposables.create()
    }
    XCTAssertEqual(releasedBeforeTheNext, true)
  }
}
