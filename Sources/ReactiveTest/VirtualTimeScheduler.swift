import Foundation
import Reactive

/// A scheduler whose clock only moves when told to: work runs in order of its virtual due time.
///
/// Not thread-safe: use it from one thread, as tests do.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
  /// The unit of virtual time.
  public typealias VirtualTime = Converter.VirtualTimeUnit
  /// The unit of virtual time intervals.
  public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

  private var running = false
  private var currentClock: VirtualTime
  private var queue: [VirtualSchedulerItem<VirtualTime>] = []
  private var nextID = 0
  private let converter: Converter

  /// The current virtual time.
  public var clock: VirtualTime {
    currentClock
  }

  /// The current virtual time as a date.
  public var now: RxTime {
    converter.convertFromVirtualTime(clock)
  }

  /// Whether ``start()`` is running the queue.
  public var isEnabled: Bool {
    running
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

  /// Schedules `action` at the current virtual time.
  ///
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    scheduleAbsoluteVirtual(state, time: clock, action: action)
  }

  /// Schedules `action` after `dueTime`, converted to virtual time.
  ///
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - dueTime: The delay.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let interval = converter.convertToVirtualTimeInterval(dueTime)
    return scheduleRelativeVirtual(state, dueTime: interval, action: action)
  }

  /// Schedules `action` after a virtual interval.
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

  /// Schedules `action` at the virtual time `time`, adjusted by ``adjustScheduledTime(_:)``.
  ///
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - time: The virtual due time.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  public func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let item = VirtualSchedulerItem(time: adjustScheduledTime(time), id: nextID) {
      action(state)
    }
    nextID += 1
    insert(item)
    return item
  }

  /// Adjusts the due time of newly scheduled work; the base class keeps it unchanged.
  ///
  /// - Parameter time: The requested due time.
  /// - Returns: The due time to use.
  open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
    time
  }

  /// Runs scheduled work in order of due time, advancing the clock, until the queue is empty or
  /// ``stop()`` is called.
  public func start() {
    guard !running else { return }
    running = true
    while running, let next = removeNext() {
      if converter.compareVirtualTime(next.time, clock).greaterThan {
        currentClock = next.time
      }
      next.invoke()
    }
    running = false
  }

  /// Makes ``start()`` return after the work item it is running.
  public func stop() {
    running = false
  }

  /// Runs the work due at or before `virtualTime`, then sets the clock to it.
  ///
  /// - Parameter virtualTime: The time to advance to; must not be in the past.
  public func advanceTo(_ virtualTime: VirtualTime) {
    precondition(
      !converter.compareVirtualTime(virtualTime, clock).lessThen,
      "VirtualTimeScheduler.advanceTo: cannot go back in time")
    guard !running else { return }
    running = true
    while running, let next = queue.first,
      !converter.compareVirtualTime(next.time, virtualTime).greaterThan
    {
      queue.removeFirst()
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
  public func sleep(_ virtualInterval: VirtualTimeInterval) {
    currentClock = converter.offsetVirtualTime(clock, offset: virtualInterval)
  }

  private func insert(_ item: VirtualSchedulerItem<VirtualTime>) {
    // Keep the queue sorted by time, then by scheduling order.
    var low = 0
    var high = queue.count
    while low < high {
      let middle = (low + high) / 2
      if converter.compareVirtualTime(queue[middle].time, item.time).greaterThan {
        high = middle
      } else {
        low = middle + 1
      }
    }
    queue.insert(item, at: low)
  }

  private func removeNext() -> VirtualSchedulerItem<VirtualTime>? {
    while let first = queue.first {
      queue.removeFirst()
      if !first.isDisposed { return first }
    }
    return nil
  }
}

/// One piece of scheduled virtual-time work.
final class VirtualSchedulerItem<Time>: Cancelable {
  let time: Time
  let id: Int
  private var action: (() -> any Disposable)?
  private var result: (any Disposable)?
  private(set) var isDisposed = false

  init(time: Time, id: Int, action: @escaping () -> any Disposable) {
    self.time = time
    self.id = id
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
