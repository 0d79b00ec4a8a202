import Dispatch
import Foundation
import Synchronization

/// Runs work on the main thread, through the main dispatch queue.
///
/// ``instance`` runs an action inline when called on the main thread with nothing of its own
/// already queued, which keeps ordering while avoiding a needless hop; ``asyncInstance`` always
/// hops. Each scheduler made with ``init()`` keeps its own count of queued work, so it runs inline
/// under the same rule, independently of ``instance``. Each driver and signal delivers through one
/// of its own (see ``SharingScheduler``). Delayed and periodic work always goes through the main
/// queue.
///
/// On Linux the main queue only runs while the main thread serves it: a command-line program keeps
/// it running with an `async` `main` (the main actor runs on the main queue), `dispatchMain()`, or
/// `RunLoop.main.run()`.
///
/// Thread-safe: work may be scheduled from any thread.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
  // @unchecked Sendable: its only mutable state, `queued`, is atomic
  /// The shared instance: inline on the main thread when possible, otherwise through the main
  /// queue.
  public static let instance = MainScheduler()

  /// A scheduler that always goes through the main queue, even when already on the main thread.
  public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: .main)

  private let queued = Atomic<Int>(0)

  /// Creates a scheduler of the main queue with its own count of queued work.
  ///
  /// Most code uses the shared ``instance``; ``Binder`` makes one per binder and
  /// ``SharingScheduler/make`` one per driver or signal, as RxCocoa does.
  public init() {
    super.init(serialQueue: .main)
  }

  /// Traps unless called on the main thread.
  ///
  /// - Parameter errorMessage: The message of the trap.
  public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
    precondition(
      Thread.isMainThread, errorMessage ?? "Executing on a background thread; expected main.")
  }

  /// Traps unless called on the main thread.
  ///
  /// - Parameter errorMessage: The message of the trap.
  public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
    ensureExecutingOnScheduler(errorMessage: errorMessage)
  }

  /// Runs `work` now if on the main thread with nothing queued before it, else queues it on the
  /// main queue, counting it as queued work like ``schedule(_:action:)``.
  @usableFromInline
  override func enqueue(_ work: @escaping @Sendable () -> Void) {
    let ahead = queued.add(1, ordering: .acquiringAndReleasing).oldValue
    if ahead == 0 && Thread.isMainThread {
      work()
      queued.subtract(1, ordering: .acquiringAndReleasing)
      return
    }
    configuration.queue.async { [self] in
      work()
      queued.subtract(1, ordering: .acquiringAndReleasing)
    }
  }

  /// Runs `action` now if on the main thread with nothing queued before it, else queues it on the
  /// main queue.
  ///
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not started yet.
  public override func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let ahead = queued.add(1, ordering: .acquiringAndReleasing).oldValue
    if ahead == 0 && Thread.isMainThread {
      defer { queued.subtract(1, ordering: .acquiringAndReleasing) }
      return action(state)
    }
    // The count drops whether the action runs or was cancelled, or the scheduler would never run
    // inline again.
    return configuration.schedule(state, action: action) { [self] in
      queued.subtract(1, ordering: .acquiringAndReleasing)
    }
  }
}
