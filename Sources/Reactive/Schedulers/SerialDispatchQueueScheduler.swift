import Dispatch
import Foundation

/// Runs work on a serial dispatch queue, one item at a time, in the order it was scheduled.
///
/// Use it to move work off the main thread while keeping events serialized. Thread-safe.
///
/// ```swift
/// let background = SerialDispatchQueueScheduler(qos: .utility)
/// source.observe(on: background).subscribe(onNext: { save($0) })
/// ```
///
/// ``MainScheduler`` is the serial dispatch-queue scheduler of the main queue, as in RxSwift, so it
/// can be passed wherever a `SerialDispatchQueueScheduler` is expected.
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
  // @unchecked Sendable: no mutable state of its own (`configuration` is an immutable Sendable
  // value); the class is not final only so that MainScheduler can refine `schedule` and
  // `enqueue`.
  /// The scheduler's unit of time spans: seconds.
  public typealias TimeInterval = Foundation.TimeInterval

  /// The scheduler's points in time.
  public typealias Time = Date

  let configuration: DispatchQueueConfiguration

  /// The current time.
  public var now: RxTime {
    Date()
  }

  init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
  }

  /// Creates a scheduler on a new serial queue named `internalSerialQueueName`.
  ///
  /// - Parameters:
  ///   - internalSerialQueueName: The label of the new queue.
  ///   - serialQueueConfiguration: Adjusts the new queue before use.
  ///   - leeway: The timer leeway for delayed and periodic work.
  public convenience init(
    internalSerialQueueName: String,
    serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
    serialQueueConfiguration?(queue)
    self.init(serialQueue: queue, leeway: leeway)
  }

  /// Creates a scheduler on a new serial queue that targets `queue`.
  ///
  /// - Parameters:
  ///   - queue: The queue the new serial queue targets; it may be concurrent.
  ///   - internalSerialQueueName: The label of the new queue.
  ///   - leeway: The timer leeway for delayed and periodic work.
  public convenience init(
    queue: DispatchQueue, internalSerialQueueName: String,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    let serial = DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue)
    self.init(serialQueue: serial, leeway: leeway)
  }

  /// Creates a scheduler on a new serial queue with the given quality of service.
  ///
  /// - Parameters:
  ///   - qos: The quality of service of the new queue.
  ///   - internalSerialQueueName: The label of the new queue.
  ///   - leeway: The timer leeway for delayed and periodic work.
  public convenience init(
    qos: DispatchQoS,
    internalSerialQueueName: String = "reactive.serial-dispatch-queue-scheduler",
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    self.init(
      queue: DispatchQueue.global(qos: qos.qosClass),
      internalSerialQueueName: internalSerialQueueName, leeway: leeway)
  }

  /// Runs `work` on the queue after everything queued before it; it cannot be cancelled, so
  /// `work` checks for itself whether it is still wanted.
  ///
  /// `observe(on:)` queues each event this way, one queue item per event as in RxSwift, so that
  /// events interleave with other work on the queue in the order they were sent.
  @usableFromInline
  func enqueue(_ work: @escaping @Sendable () -> Void) {
    configuration.queue.async(execute: work)
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
