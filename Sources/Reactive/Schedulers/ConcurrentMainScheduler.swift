import Dispatch
import Foundation

/// Runs work inline when already on the main thread, otherwise on the main queue.
///
/// Suited to `subscribe(on:)` for work that must start on the main thread. Thread-safe.
public final class ConcurrentMainScheduler: SchedulerType, Sendable {
  /// The shared instance.
  public static let instance = ConcurrentMainScheduler()

  private let configuration = DispatchQueueConfiguration(queue: .main, leeway: .nanoseconds(0))

  private init() {}

  /// The scheduler's unit of time spans: seconds.
  public typealias TimeInterval = Foundation.TimeInterval

  /// The scheduler's points in time.
  public typealias Time = Date

  /// The current time.
  public var now: RxTime {
    Date()
  }

  /// Runs `action` now if on the main thread, else queues it on the main queue.
  ///
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not started yet.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    if Thread.isMainThread {
      return action(state)
    }
    return configuration.schedule(state, action: action)
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
