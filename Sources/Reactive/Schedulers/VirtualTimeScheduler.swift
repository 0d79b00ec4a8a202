import Foundation

/// A scheduler whose clock moves only when told to: scheduled work runs in order of its virtual
/// due time, and work due at the same time in the order it was scheduled.
///
/// ``start()`` runs everything scheduled, moving the clock to each item's due time;
/// ``advanceTo(_:)`` runs what is due up to a time and stops there. Subclasses can move newly
/// scheduled work with ``adjustScheduledTime(_:)``, which ``schedule(_:action:)`` and
/// ``scheduleRelative(_:dueTime:action:)`` apply; work scheduled at a virtual time with
/// ``scheduleAbsoluteVirtual(_:time:action:)`` or ``scheduleRelativeVirtual(_:dueTime:action:)``
/// keeps the time it asks for, as in RxSwift.
///
/// ```swift
/// let scheduler = HistoricalScheduler()
/// _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
///   print(scheduler.now.timeIntervalSince1970)
///   return Disposables.create()
/// }
/// scheduler.start()
/// // Prints: 5.0
/// ```
///
/// Not thread-safe: schedule, run and read it from one thread, as tests do.
///
/// - Complexity: Scheduling is O(n) for n pending items (a binary search and an insertion);
///   running the next item is O(1).
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType,
  CustomDebugStringConvertible
{
  /// The unit of virtual time.
  public typealias VirtualTime = Converter.VirtualTimeUnit
  /// The unit of virtual time intervals.
  public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

  private var running = false
  private var currentClock: VirtualTime
  /// Pending work, latest first, so that the next item is the last one.
  private var queue: [VirtualSchedulerItem<VirtualTime>] = []
  private let converter: Converter

  /// The current virtual time.
  public var clock: VirtualTime {
    currentClock
  }

  /// The current virtual time as a date.
  public var now: RxTime {
    converter.convertFromVirtualTime(clock)
  }

  /// The due times of the pending work, earliest first, such as `[210, 250]`.
  public var debugDescription: String {
    "["
      + queue.reversed().filter { !$0.isDisposed }.map { "\($0.time)" }
      .joined(separator: ", ") + "]"
  }

  /// Creates a scheduler whose clock starts at `initialClock`.
  ///
  /// - Parameters:
  ///   - initialClock: The starting virtual time.
  ///   - converter: Converts between virtual and real time.
  public init(initialClock: VirtualTime, converter: Converter) {
    self.currentClock = initialClock
    self.converter = converter
  }

  /// Schedules `action` for now, as adjusted by ``adjustScheduledTime(_:)``.
  ///
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
  }

  /// Schedules `action` after `dueTime`, converted to virtual time and adjusted by
  /// ``adjustScheduledTime(_:)``.
  ///
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - dueTime: The delay; `.never` is the end of virtual time.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let interval = converter.convertToVirtualTimeInterval(dueTime.seconds)
    let time = adjustScheduledTime(converter.offsetVirtualTime(clock, offset: interval))
    return scheduleAbsoluteVirtual(state, time: time, action: action)
  }

  /// Schedules `action` a virtual interval after the current virtual time, unadjusted.
  ///
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - dueTime: The virtual delay.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  public func scheduleRelativeVirtual<StateType>(
    _ state: StateType, dueTime: VirtualTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let time = converter.offsetVirtualTime(clock, offset: dueTime)
    return scheduleAbsoluteVirtual(state, time: time, action: action)
  }

  /// Schedules `action` at the virtual time `time`, unadjusted; work due now or in the past runs
  /// next, after the work already due.
  ///
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - time: The virtual due time.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  public func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let item = VirtualSchedulerItem(time: time) { action(state) }
    // Behind every item due at the same time or earlier: the queue is latest first.
    var low = 0
    var high = queue.count
    while low < high {
      let middle = (low + high) / 2
      if converter.compareVirtualTime(queue[middle].time, time).greaterThan {
        low = middle + 1
      } else {
        high = middle
      }
    }
    queue.insert(item, at: low)
    return item
  }

  /// Adjusts the due time of work scheduled with ``schedule(_:action:)`` and
  /// ``scheduleRelative(_:dueTime:action:)``; the base class keeps it unchanged.
  ///
  /// - Parameter time: The requested due time.
  /// - Returns: The due time to use.
  open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
    time
  }

  /// Runs scheduled work in order of due time, moving the clock forward to each item's time,
  /// until nothing is left or ``stop()`` is called; does nothing if already running.
  public func start() {
    if running { return }
    running = true
    while running, let next = popNext() {
      if converter.compareVirtualTime(next.time, clock).greaterThan {
        currentClock = next.time
      }
      next.invoke()
    }
    running = false
  }

  /// Runs the work due at or before `virtualTime`, then sets the clock to it.
  ///
  /// - Parameter virtualTime: The time to advance to.
  /// - Precondition: The scheduler is not running, and `virtualTime` is not before the clock.
  public func advanceTo(_ virtualTime: VirtualTime) {
    precondition(!running, "VirtualTimeScheduler.advanceTo: the scheduler is already running")
    precondition(
      !converter.compareVirtualTime(virtualTime, clock).lessThen,
      "VirtualTimeScheduler.advanceTo: cannot go back in time")
    running = true
    while running, let next = peekNext(),
      !converter.compareVirtualTime(next.time, virtualTime).greaterThan
    {
      queue.removeLast()
      if converter.compareVirtualTime(next.time, clock).greaterThan {
        currentClock = next.time
      }
      next.invoke()
    }
    currentClock = virtualTime
    running = false
  }

  /// Moves the clock forward by a virtual interval without running anything.
  ///
  /// - Parameter virtualInterval: How far to move.
  /// - Precondition: The interval does not move the clock back.
  public func sleep(_ virtualInterval: VirtualTimeInterval) {
    let sleepTo = converter.offsetVirtualTime(clock, offset: virtualInterval)
    precondition(
      !converter.compareVirtualTime(sleepTo, clock).lessThen,
      "VirtualTimeScheduler.sleep: cannot sleep into the past")
    currentClock = sleepTo
  }

  /// Makes ``start()`` return after the work item it is running.
  public func stop() {
    running = false
  }

  /// The next item that has not been disposed, left in the queue; disposed ones are dropped.
  private func peekNext() -> VirtualSchedulerItem<VirtualTime>? {
    while let last = queue.last {
      if !last.isDisposed { return last }
      queue.removeLast()
    }
    return nil
  }

  private func popNext() -> VirtualSchedulerItem<VirtualTime>? {
    guard let next = peekNext() else { return nil }
    queue.removeLast()
    return next
  }
}

/// One piece of scheduled virtual-time work; disposing it before it runs cancels it, and after
/// disposes what the work returned.
final class VirtualSchedulerItem<Time>: Cancelable {
  let time: Time
  private var action: (() -> any Disposable)?
  private var result: (any Disposable)?
  private(set) var isDisposed = false

  init(time: Time, action: @escaping () -> any Disposable) {
    self.time = time
    self.action = action
  }

  func invoke() {
    guard !isDisposed, let action else { return }
    self.action = nil
    result = action()
  }

  func dispose() {
    isDisposed = true
    action = nil
    result?.dispose()
    result = nil
  }
}
