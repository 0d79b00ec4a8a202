import Dispatch
import Foundation

/// Runs work on a dispatch queue that may run several items at once.
///
/// Operators that need serialized delivery, such as ``ObservableType/observe(on:)``, still deliver
/// one event at a time on it. Thread-safe.
public final class ConcurrentDispatchQueueScheduler: SchedulerType, Sendable {
  private let configuration: DispatchQueueConfiguration

  /// The scheduler's unit of time spans: seconds.
  public typealias TimeInterval = Foundation.TimeInterval

  /// The scheduler's points in time.
  public typealias Time = Date

  /// The current time.
  public var now: RxTime {
    Date()
  }

  /// Creates a scheduler on `queue`.
  ///
  /// - Parameters:
  ///   - queue: The queue that runs the work.
  ///   - leeway: The timer leeway for delayed and periodic work.
  public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
  }

  /// Creates a scheduler on the global queue of the given quality of service.
  ///
  /// - Parameters:
  ///   - qos: The quality of service.
  ///   - leeway: The timer leeway for delayed and periodic work.
  public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
  }

  /// Schedules `action` on the queue.
  ///
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not started yet.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    configuration.schedule(state, action: action)
  }

  /// Schedules `action` on the queue after `dueTime`.
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

  /// Schedules `action` on the queue after `startAfter` and then every `period`.
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
