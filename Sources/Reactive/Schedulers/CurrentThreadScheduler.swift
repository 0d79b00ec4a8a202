import Synchronization

/// Runs work on the current thread, after the work this scheduler is already running there.
///
/// The first `schedule` on a thread runs its action at once and, before returning, every action
/// scheduled meanwhile, in order (a trampoline). This turns recursion into iteration.
///
/// As in RxSwift, subscribing to an operator or a creation observable runs the subscription on
/// this trampoline when none is running on the thread, and `of`, `from`, `range`,
/// `repeatElement` and `generate` with this (their default) scheduler send each element as a step
/// of their own: sources subscribed together interleave their elements, and a subscription made
/// while another one sends waits until the current step returns. Everything still happens before
/// the outermost `subscribe` returns.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
  /// The shared instance.
  public static let instance = CurrentThreadScheduler()

  private init() {}

  /// Whether scheduling now would run the action at once, because no trampoline is active on this
  /// thread.
  public static var isScheduleRequired: Bool {
    !CurrentThreadTrampoline.isRunningOnThisThread
  }

  /// Runs `action` now if no trampoline is active on this thread; otherwise queues it to run after
  /// the current action.
  ///
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the action if it has not run yet.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    if let trampoline = CurrentThreadTrampoline.startIfIdle() {
      let disposable = action(state)
      trampoline.drainAndStop()
      return disposable
    }
    let item = TrampolineItem { action(state) }
    CurrentThreadTrampoline.current.enqueue(item)
    return item
  }
}

/// One queued action of a trampoline, cancellable until it runs.
private final class TrampolineItem: Cancelable, TrampolineTask, @unchecked Sendable {
  // @unchecked Sendable: `work` and `result` are guarded by `lock`
  private let lock = Lock()
  @exclusivity(unchecked) private var work: (() -> any Disposable)?
  @exclusivity(unchecked) private var result: (any Disposable)?
  @exclusivity(unchecked) private var disposed = false

  init(_ work: @escaping () -> any Disposable) {
    self.work = work
  }

  var isDisposed: Bool {
    lock.locked { disposed }
  }

  func invoke(on trampoline: CurrentThreadTrampoline) {
    let work: (() -> any Disposable)? = lock.locked {
      defer { self.work = nil }
      return disposed ? nil : self.work
    }
    guard let work else { return }
    let produced = work()
    let disposeNow: Bool = lock.locked {
      if disposed { return true }
      result = produced
      return false
    }
    if disposeNow { produced.dispose() }
  }

  func dispose() {
    let produced: (any Disposable)? = lock.locked {
      disposed = true
      work = nil
      defer { result = nil }
      return result
    }
    produced?.dispose()
  }
}
