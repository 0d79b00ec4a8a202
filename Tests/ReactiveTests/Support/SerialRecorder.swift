import Foundation
import Reactive
import Synchronization

/// An observer for tests with several threads: records every event it receives and counts the
/// deliveries that began while another one to it was still running.
///
/// Operators and subjects promise serial delivery: ``overlaps`` must stay 0 however many threads
/// feed them.
final class SerialRecorder<Element>: ObserverType, @unchecked Sendable {
  // @unchecked Sendable: `recorded` is guarded by `lock`; the counters are atomic
  private let inside = Atomic<Int>(0)
  private let overlapCount = Atomic<Int>(0)
  private let lock = NSLock()
  private var recorded: [Event<Element>] = []

  func on(_ event: Event<Element>) {
    if inside.add(1, ordering: .sequentiallyConsistent).oldValue != 0 {
      overlapCount.add(1, ordering: .relaxed)
    }
    lock.withLock { recorded.append(event) }
    // Widen the window in which an overlapping delivery would be caught.
    for _ in 0..<20 { _ = inside.load(ordering: .relaxed) }
    inside.subtract(1, ordering: .sequentiallyConsistent)
  }

  /// Every event received so far, in order.
  var events: [Event<Element>] {
    lock.withLock { recorded }
  }

  /// The elements received so far, in order.
  var elements: [Element] {
    events.compactMap(\.element)
  }

  /// The number of terminal events received.
  var terminalCount: Int {
    events.filter(\.isStopEvent).count
  }

  /// The number of deliveries that began while another was in progress.
  var overlaps: Int {
    overlapCount.load(ordering: .relaxed)
  }
}
