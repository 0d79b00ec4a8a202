import Dispatch
import Foundation
import Synchronization

/// Runs work on the main thread, through the main dispatch queue.
///
/// ``instance`` runs an action inline when called on the main thread with nothing of its own
/// already queued, which keeps ordering while avoiding a needless hop; ``asyncInstance`` always
/// hops. Each driver and signal delivers through a main scheduler of its own (see
/// ``SharingScheduler``), which counts only the work it queued itself.
///
/// On Linux the main queue only runs while the main thread serves it: a command-line program keeps
/// it running with an `async` `main` (the main actor runs on the main queue), `dispatchMain()`, or
/// `RunLoop.main.run()`.
public final class MainScheduler: SchedulerType, Sendable {
  /// The shared instance: inline on the main thread when possible, otherwise through the main
  /// queue.
  public static let instance = MainScheduler()

  /// A scheduler that always goes through the main queue, even when already on the main thread.
  public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: .main)

  private let configuration = DispatchQueueConfiguration(queue: .main, leeway: .nanoseconds(0))
  private let queued = Atomic<Int>(0)

  /// Creates a main scheduler with its own count of queued work: it runs inline on the main thread
  /// unless work it scheduled itself is still queued, whatever other main schedulers have queued.
  /// Each driver and signal delivers through one of its own (see ``SharingScheduler/make``).
  @usableFromInline
  init() {}

  /// The current time.
  public var now: RxTime {
    Date()
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

  /// Runs `action` now if on the main thread with nothing queued before it, else queues it on the
  /// main queue.
  ///
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not started yet.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let ahead = queued.add(1, ordering: .acquiringAndReleasing).oldValue
    if ahead == 0 && Thread.isMainThread {
      defer { queued.subtract(1, ordering: .acquiringAndReleasing) }
      return action(state)
    }
    // The count drops whether the action runs or was cancelled, or `instance` would never run
    // inline again.
    return configuration.schedule(state, action: action) { [self] in
      queued.subtract(1, ordering: .acquiringAndReleasing)
    }
  }

  /// Schedules `action` on the main queue after `dueTime`.
  ///
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - dueTime: How long to wait.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not started yet.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    configuration.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Schedules `action` on the main queue after `startAfter` and then every `period`.
  ///
  /// - Parameters:
  ///   - state: The state of the first run.
  ///   - startAfter: The delay before the first run.
  ///   - period: The interval between runs.
  ///   - action: The work; returns the state for the next run.
  /// - Returns: A disposable that stops the runs.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> any Disposable {
    configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }
}
