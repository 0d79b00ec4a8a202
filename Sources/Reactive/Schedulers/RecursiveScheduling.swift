import Synchronization

extension ImmediateSchedulerType {
  /// Schedules `action`, which may schedule itself again through `recurse`.
  ///
  /// Each `recurse(state)` schedules one more run on this scheduler; disposing the returned
  /// disposable cancels the pending run and stops the recursion.
  ///
  /// ```swift
  /// _ = scheduler.scheduleRecursive(3) { count, recurse in
  ///   print(count)
  ///   if count > 1 { recurse(count - 1) }
  /// }
  /// // Prints: 3
  /// //         2
  /// //         1
  /// ```
  ///
  /// - Parameters:
  ///   - state: The state of the first run.
  ///   - action: The work; calls `recurse` to run again with a new state.
  /// - Returns: A disposable that cancels the pending run.
  public func scheduleRecursive<State>(
    _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
  ) -> any Disposable {
    let recursion = RecursiveScheduling(action: action) { state, invoke in
      self.schedule(state) { state in
        invoke(state)
        return Disposables.create()
      }
    }
    recursion.schedule(state)
    return recursion
  }
}

extension SchedulerType {
  /// Schedules `action` after `dueTime`; it may schedule itself again, after another `dueTime`,
  /// through `recurse`.
  ///
  /// - Parameters:
  ///   - state: The state of the first run.
  ///   - dueTime: The delay before each run.
  ///   - action: The work; calls `recurse` to run again with a new state.
  /// - Returns: A disposable that cancels the pending run.
  public func scheduleRecursive<State>(
    _ state: State, dueTime: RxTimeInterval,
    action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
  ) -> any Disposable {
    let recursion = RecursiveScheduling(action: action) { state, invoke in
      self.scheduleRelative(state, dueTime: dueTime) { state in
        invoke(state)
        return Disposables.create()
      }
    }
    recursion.schedule(state)
    return recursion
  }
}

/// Runs an action that reschedules itself, keeping the pending runs cancellable.
final class RecursiveScheduling<State>: Cancelable, @unchecked Sendable {
  // @unchecked Sendable: `pending` and `action` are guarded by `lock`
  typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void
  typealias Scheduling = (State, @escaping (State) -> Void) -> any Disposable

  private let lock = Lock()
  private let disposed = Atomic<Bool>(false)
  @exclusivity(unchecked) private var pending = DisposableStore()
  @exclusivity(unchecked) private var action: Action?
  private let scheduling: Scheduling

  init(action: @escaping Action, scheduling: @escaping Scheduling) {
    self.action = action
    self.scheduling = scheduling
  }

  var isDisposed: Bool {
    disposed.load(ordering: .acquiring)
  }

  func schedule(_ state: State) {
    let slot = SingleAssignmentDisposable()
    let key: Int? = lock.locked { isDisposed ? nil : pending.insert(slot) }
    guard let key else { return }
    let scheduled = scheduling(state) { [self] state in
      let action: Action? = lock.locked {
        _ = pending.remove(key)
        return isDisposed ? nil : self.action
      }
      action?(state, schedule)
    }
    slot.setDisposable(scheduled)
  }

  func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    let cancelled = lock.locked {
      action = nil
      return pending.removeAll()
    }
    cancelled.disposeAll()
  }
}
