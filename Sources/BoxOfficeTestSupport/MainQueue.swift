import Foundation

/// Runs the main queue until everything queued on it so far has run, so that
/// `MainScheduler.instance` delivers inline again in the virtual-time tests that follow (while
/// anything is queued on the main queue, the main scheduler queues too, to keep the order).
///
/// Call it on the main thread.
public func drainMainQueue() {
  let drained = Locked(false)
  DispatchQueue.main.async { drained.withLock { $0 = true } }
  while !drained.value {
    RunLoop.main.run(until: Date().addingTimeInterval(0.005))
  }
}
