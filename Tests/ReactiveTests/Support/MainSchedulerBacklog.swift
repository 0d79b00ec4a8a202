import Foundation
import Reactive

/// Leaves work queued on the main queue through `MainScheduler.instance` from another thread, as a
/// driver's delivery of a real network reply would, so that the main scheduler queues whatever
/// comes next until the main queue runs. Returns once the work is queued.
func leaveMainSchedulerWorkQueued() {
  let queued = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    _ = MainScheduler.instance.schedule(()) { _ in Disposables.create() }
    queued.signal()
  }
  queued.wait()
}
