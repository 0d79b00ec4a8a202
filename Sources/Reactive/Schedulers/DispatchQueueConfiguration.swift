import Dispatch
import Foundation

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
    let item = ScheduledAction { action(state) }
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
    let item = ScheduledAction { action(state) }
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
