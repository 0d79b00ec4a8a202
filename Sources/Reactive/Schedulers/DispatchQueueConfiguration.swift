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
    let cancel = SingleAssignmentDisposable()
    // Moved to exactly one queue item, which is the only code that reads them afterwards.
    nonisolated(unsafe) let state = state
    nonisolated(unsafe) let action = action
    queue.async {
      if !cancel.isDisposed {
        cancel.setDisposable(action(state))
      }
      completion?()
    }
    return cancel
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    if case .never = dueTime { return Disposables.create() }
    let cancel = SingleAssignmentDisposable()
    // Moved to exactly one queue item, which is the only code that reads them afterwards.
    nonisolated(unsafe) let state = state
    nonisolated(unsafe) let action = action
    let work = DispatchWorkItem {
      if cancel.isDisposed { return }
      cancel.setDisposable(action(state))
    }
    queue.asyncAfter(deadline: .now() + dueTime, execute: work)
    return Disposables.create(Disposables.create(with: work.cancel), cancel)
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

/// The state of a periodic timer, advanced by each tick.
///
/// A dispatch source never runs its handler concurrently with itself; the lock makes that visible
/// to the thread sanitizer and lets `stop()` come from any thread. The action runs outside the
/// lock, so it may dispose its own timer.
private final class PeriodicTicks<State>: @unchecked Sendable {
  // @unchecked Sendable: `state` and `action` are guarded by `lock`
  private let lock = Mutex<Void>(())
  @exclusivity(unchecked) private var state: State?
  @exclusivity(unchecked) private var action: ((State) -> State)?

  init(state: State, action: @escaping (State) -> State) {
    self.state = state
    self.action = action
  }

  func tick() {
    let current: (State, (State) -> State)? = lock.locked {
      guard let action, let state else { return nil }
      self.state = nil
      return (state, action)
    }
    guard let (state, action) = current else { return }
    let next = action(state)
    lock.locked {
      if self.action != nil { self.state = next }
    }
  }

  func stop() {
    lock.locked {
      action = nil
      state = nil
    }
  }
}
