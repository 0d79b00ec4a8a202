import Dispatch
import Foundation

/// A span of time in scheduler operations; the same type as RxSwift's.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time in scheduler operations; the same type as RxSwift's.
public typealias RxTime = Date

/// A scheduler that runs work as soon as it can, in order.
///
/// Schedulers decide where and when work runs: on a dispatch queue, on the main thread, on the
/// current thread after the work already in progress, or in virtual time in tests.
public protocol ImmediateSchedulerType {
  /// Schedules `action` to run with `state`.
  ///
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - action: The work; the disposable it returns is disposed with the scheduled item.
  /// - Returns: A disposable that cancels the work if it has not started yet.
  func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable
}

/// A scheduler that also has a clock: it can run work after a delay and periodically.
public protocol SchedulerType: ImmediateSchedulerType {
  /// The scheduler's current time.
  var now: RxTime { get }

  /// Schedules `action` to run with `state` after `dueTime`.
  ///
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - dueTime: How long to wait.
  ///   - action: The work; the disposable it returns is disposed with the scheduled item.
  /// - Returns: A disposable that cancels the work if it has not started yet.
  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable

  /// Schedules `action` to run first after `startAfter` and then every `period`, each run
  /// receiving the state the previous run returned.
  ///
  /// - Parameters:
  ///   - state: The state of the first run.
  ///   - startAfter: The delay before the first run.
  ///   - period: The interval between runs.
  ///   - action: The work; returns the state for the next run.
  /// - Returns: A disposable that stops the runs.
  func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> any Disposable
}

extension SchedulerType {
  /// Runs periodic work by rescheduling relative work after each run, for schedulers without a
  /// native periodic timer.
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
    let serial = SerialDisposable()
    let periodic = PeriodicRescheduling(scheduler: self, period: period, action: action)
    periodic.schedule(state, after: startAfter, into: serial)
    return serial
  }
}

/// Drives `schedulePeriodic` on a scheduler that only offers relative scheduling.
private final class PeriodicRescheduling<Scheduler: SchedulerType, State> {
  let scheduler: Scheduler
  let period: RxTimeInterval
  let action: (State) -> State

  init(scheduler: Scheduler, period: RxTimeInterval, action: @escaping (State) -> State) {
    self.scheduler = scheduler
    self.period = period
    self.action = action
  }

  func schedule(_ state: State, after delay: RxTimeInterval, into serial: SerialDisposable) {
    // A `.never` delay means no run at all, rather than a run at the end of (virtual) time.
    if case .never = delay { return }
    serial.disposable = scheduler.scheduleRelative(state, dueTime: delay) { [self] state in
      let next = action(state)
      if !serial.isDisposed {
        schedule(next, after: period, into: serial)
      }
      return Disposables.create()
    }
  }
}

extension DispatchTimeInterval {
  /// The interval in seconds; `.never` is infinity.
  @usableFromInline
  var seconds: Double {
    switch self {
    case .seconds(let value): return Double(value)
    case .milliseconds(let value): return Double(value) / 1_000
    case .microseconds(let value): return Double(value) / 1_000_000
    case .nanoseconds(let value): return Double(value) / 1_000_000_000
    case .never: return .infinity
    @unknown default: return .infinity
    }
  }

  /// The interval in whole nanoseconds, clamped to `0...Int.max`; `.never` is `Int.max`.
  @usableFromInline
  var nanoseconds: Int {
    func scaled(_ value: Int, by factor: Int) -> Int {
      let (result, overflow) = value.multipliedReportingOverflow(by: factor)
      if overflow { return value < 0 ? 0 : .max }
      return max(0, result)
    }
    switch self {
    case .seconds(let value): return scaled(value, by: 1_000_000_000)
    case .milliseconds(let value): return scaled(value, by: 1_000_000)
    case .microseconds(let value): return scaled(value, by: 1_000)
    case .nanoseconds(let value): return max(0, value)
    case .never: return .max
    @unknown default: return .max
    }
  }
}

extension SchedulerType {
  /// Schedules `work` to run with `state` after `dueTime`: work that leaves nothing to dispose,
  /// as an operator's timers do.
  @inlinable
  func scheduleOnce<State>(
    _ state: State, after dueTime: RxTimeInterval, _ work: @escaping (State) -> Void
  ) -> any Disposable {
    scheduleRelative(state, dueTime: dueTime) { state in
      work(state)
      return Disposables.create()
    }
  }
}
