import Foundation
import Reactive
import Synchronization

/// Records events that may arrive on several threads, and notices if two deliveries overlap.
final class ConcurrentRecorder<Element>: @unchecked Sendable {
  // @unchecked Sendable: `recorded`, `delivering` and `overlap` are guarded by `lock`
  private let lock = Mutex<Void>(())
  private var recorded: [Event<Element>] = []
  private var delivering = false
  private var overlap = false

  /// Records `event`; call it from the observer under test.
  func record(_ event: Event<Element>) {
    lock.withLock { _ in
      if delivering { overlap = true }
      delivering = true
      recorded.append(event)
    }
    // Give another thread the chance to overlap, were the operator not serializing.
    sched_yield()
    lock.withLock { _ in delivering = false }
  }

  /// The events recorded so far, in order.
  var events: [Event<Element>] {
    lock.withLock { _ in recorded }
  }

  /// Whether a delivery began while another was in progress.
  var overlapped: Bool {
    lock.withLock { _ in overlap }
  }
}
