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
    let item = ScheduledAction { action(state) }
    CurrentThreadTrampoline.current.enqueue(item)
    return item
  }
}
