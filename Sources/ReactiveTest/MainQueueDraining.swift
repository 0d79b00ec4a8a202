import Foundation
import RxSwift

/// Runs the main queue until everything queued on it so far has run, so that the next marble
/// test starts with `MainScheduler.instance` delivering at once.
///
/// `MainScheduler.instance` runs work inline when it is called on the main thread with nothing of
/// its own queued, and otherwise queues the work behind what is queued, to keep the order. That
/// is what lets `observe(on: MainScheduler.instance)` record its events at their exact virtual
/// times under a `TestScheduler`. Work an earlier test queued through it from another thread (a
/// real request's reply) breaks that: the main scheduler queues too, and the events arrive after
/// the test has looked. (Drivers and signals deliver through a main scheduler of their own, which
/// other tests' work does not hold up.) Call this first, in `setUp`:
///
/// ```swift
/// override func setUp() {
///   super.setUp()
///   drainMainQueue()
/// }
/// ```
///
/// It returns once everything queued before the call has run, and what that work queued in turn
/// on the main scheduler (an `observe(on:)` delivering its completion after its last element),
/// so that `MainScheduler.instance` runs work at once again. The main run loop runs meanwhile,
/// so timers due on it fire too. Work that keeps queueing more work could keep the queue from
/// ever being empty: the wait ends after `timeout` seconds.
///
/// - Parameter timeout: The longest to wait, in seconds.
/// - Returns: Whether the main queue was drained and the main scheduler runs work at once.
/// - Precondition: Called on the main thread, and not from inside work the main queue is running
///   (which the queue, being serial, would have to finish first).
@discardableResult
public func drainMainQueue(timeout: TimeInterval = 5) -> Bool {
  precondition(Thread.isMainThread, "drainMainQueue() must be called on the main thread")
  let deadline = Date(timeIntervalSinceNow: timeout)
  repeat {
    let marker = MainThreadFlag()
    DispatchQueue.main.async { marker.isSet = true }
    while !marker.isSet {
      guard Date() < deadline else { return false }
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
    }
  } while !mainSchedulerRunsAtOnce()
  return true
}

/// Whether `MainScheduler.instance` runs work inline now: it does only with nothing of its own
/// queued. A probe that did not run inline is queued, and runs harmlessly later.
private func mainSchedulerRunsAtOnce() -> Bool {
  let ran = MainThreadFlag()
  _ = MainScheduler.instance.schedule(()) { _ in
    ran.isSet = true
    return Disposables.create()
  }
  return ran.isSet
}

/// A flag set and read on the main thread, by work the main queue runs and by the waiting test.
private final class MainThreadFlag: @unchecked Sendable {
  // @unchecked Sendable: `isSet` is only read and written on the main thread.
  var isSet = false
}
