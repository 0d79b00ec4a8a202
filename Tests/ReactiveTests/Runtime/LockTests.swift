import Dispatch
import XCTest

@testable import RxSwift

/// A counter whose plain `Int` only a `Lock` guards, so that a lost update shows in the count.
private final class LockedCounter: @unchecked Sendable {
  // @unchecked Sendable: `count` and `log` are guarded by `lock`
  let lock = Lock()
  var count = 0
  var log: [String] = []
}

final class LockTests: ReactiveTestCase {
  private struct Failure: Error, Equatable {}

  func testLockedReturnsWhatItsBodyReturns() {
    let counter = LockedCounter()
    let result = counter.lock.locked { () -> Int in
      counter.count += 41
      return counter.count + 1
    }
    XCTAssertEqual(result, 42)
  }

  func testLockedRethrowsAndReleasesTheLock() {
    let counter = LockedCounter()
    XCTAssertThrowsError(try counter.lock.locked { () throws(Failure) in throw Failure() }) {
      XCTAssertEqual($0 as? Failure, Failure())
    }
    XCTAssertTrue(
      takesTheLock(counter, from: DispatchQueue.global()),
      "the lock was still held after its body threw")
  }

  func testLockAndUnlockReleaseItForTheNextThread() {
    let counter = LockedCounter()
    counter.lock.lock()
    counter.lock.unlock()
    XCTAssertTrue(takesTheLock(counter, from: DispatchQueue.global()))
    XCTAssertTrue(takesTheLock(counter, from: DispatchQueue.global()))
  }

  func testIncrementsFromSeveralThreadsAreNeverLost() {
    let counter = LockedCounter()
    let probe = ExclusionProbe()
    let threads = 4
    let perThread = 50_000
    runConcurrently(threads: threads) { thread in
      for iteration in 0..<perThread {
        // Both ways of taking the lock must exclude each other.
        let body = { probe.inside { counter.count += 1 } }
        if (thread + iteration).isMultiple(of: 2) {
          counter.lock.locked(body)
        } else {
          counter.lock.lock()
          body()
          counter.lock.unlock()
        }
      }
    }
    XCTAssertEqual(probe.overlaps, 0)
    XCTAssertEqual(counter.lock.locked { counter.count }, threads * perThread)
  }

  func testAThreadThatFindsTheLockTakenWaitsForTheHolderToRelease() {
    let counter = LockedCounter()
    let holding = DispatchSemaphore(value: 0)
    let waiterStarted = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    DispatchQueue.global().async(group: done) {
      counter.lock.lock()
      counter.log.append("holder took it")
      holding.signal()
      waiterStarted.wait()
      // Give the waiter time to reach the lock; had it not waited, it would log first.
      usleep(50_000)
      counter.log.append("holder releases it")
      counter.lock.unlock()
    }
    DispatchQueue.global().async(group: done) {
      holding.wait()
      waiterStarted.signal()
      counter.lock.locked { counter.log.append("waiter took it") }
    }
    XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
    XCTAssertEqual(
      counter.lock.locked { counter.log },
      ["holder took it", "holder releases it", "waiter took it"])
  }

  /// Whether a thread of `queue` takes and releases the lock within five seconds.
  private func takesTheLock(_ counter: LockedCounter, from queue: DispatchQueue) -> Bool {
    let taken = DispatchSemaphore(value: 0)
    queue.async {
      counter.lock.locked { counter.count += 1 }
      taken.signal()
    }
    return taken.wait(timeout: .now() + 5) == .success
  }
}
