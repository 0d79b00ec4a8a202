import Dispatch
import Foundation
import Synchronization

/// The dispatch-queue mechanics shared by the dispatch-based schedulers.
struct DispatchQueueConfiguration: Sendable {
  let queue: DispatchQueue
  let leeway: DispatchTimeInterval

  /// Runs `action` on the queue unless cancelled first; runs `completion` after the queue item
  /// either way.
  func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable,
    completion: (@Sendable () -> Void)? = nil
  ) -> any Disposable {
    let item = DispatchScheduledItem { action(state) }
    queue.async {
      item.invoke()
      completion?()
    }
    return item
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    if case .never = dueTime { return Disposables.create() }
    let item = DispatchScheduledItem { action(state) }
    queue.asyncAfter(deadline: .now() + dueTime) { item.invoke() }
    return item
  }

  func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> any Disposable {
    if case .never = startAfter { return Disposables.create() }
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(
      deadline: .now() + startAfter,
      repeating: period == .never ? .never : period,
      leeway: leeway)
    let ticks = PeriodicTicks(state: state, action: action)
    timer.setEventHandler { ticks.tick() }
    timer.resume()
    return Disposables.create {
      ticks.stop()
      timer.cancel()
    }
  }
}

/// The state of a periodic timer, advanced by each tick; a dispatch source never runs its handler
/// concurrently with itself, and the lock makes that visible to the thread sanitizer as well.
private final class PeriodicTicks<State>: @unchecked Sendable {
  // @unchecked Sendable: `state` and `action` are guarded by `lock`
  private let lock = Lock()
  @exclusivity(unchecked) private var state: State
  @exclusivity(unchecked) private var action: ((State) -> State)?

  init(state: State, action: @escaping (State) -> State) {
    self.state = state
    self.action = action
  }

  func tick() {
    // The action runs outside the lock: it may dispose the timer, which calls `stop()`.
    let scheduled: (State, (State) -> State)? = lock.locked { action.map { (state, $0) } }
    guard let (current, action) = scheduled else { return }
    let next = action(current)
    lock.locked { state = next }
  }

  func stop() {
    lock.locked { action = nil }
  }
}

/// One action handed to a dispatch queue.
///
/// The queue keeps its reference to the item until the due time even when the work is cancelled;
/// disposing the item releases the action at once, so that what the action captures (a whole
/// subscription, for a timeout) does not outlive the cancellation.
private final class DispatchScheduledItem: Cancelable, @unchecked Sendable {
  // @unchecked Sendable: `action` and `result` are guarded by `lock`
  private let lock = Lock()
  private let disposed = Atomic<Bool>(false)
  @exclusivity(unchecked) private var action: (() -> any Disposable)?
  @exclusivity(unchecked) private var result: (any Disposable)?

  init(_ action: @escaping () -> any Disposable) {
    self.action = action
  }

  var isDisposed: Bool {
    disposed.load(ordering: .acquiring)
  }

  func invoke() {
    let action = lock.locked {
      defer { self.action = nil }
      return self.action
    }
    guard let action else { return }
    let produced = action()
    let disposeNow: Bool = lock.locked {
      if isDisposed { return true }
      result = produced
      return false
    }
    if disposeNow { produced.dispose() }
  }

  func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    let produced = lock.locked {
      action = nil
      defer { result = nil }
      return result
    }
    produced?.dispose()
  }
}
