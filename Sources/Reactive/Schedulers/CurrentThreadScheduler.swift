import Synchronization

/// Runs work on the current thread, after the work this scheduler is already running there.
///
/// The first `schedule` on a thread runs its action at once and, before returning, every action
/// scheduled meanwhile, in order (a trampoline). This turns recursion into iteration.
///
/// Unlike RxSwift, subscribing does not implicitly enter this trampoline, and `of`, `from`,
/// `range`, `repeatElement` and `generate` with this (their default) scheduler emit in a plain loop:
/// synchronous sources deliver everything during `subscribe`, which is both faster and easier to
/// reason about. Only code that schedules here explicitly is deferred.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
  /// The shared instance.
  public static let instance = CurrentThreadScheduler()

  private static let queue = ThreadLocal<Trampoline>()

  private init() {}

  /// Whether scheduling now would run the action at once, because no trampoline is active on this
  /// thread.
  public static var isScheduleRequired: Bool {
    queue.value == nil
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
    if let trampoline = Self.queue.value {
      let item = TrampolineItem { action(state) }
      trampoline.items.append(item)
      return item
    }
    let trampoline = Trampoline()
    Self.queue.value = trampoline
    defer { Self.queue.value = nil }
    let disposable = action(state)
    // Items leave the queue as they run, so a long recursion does not keep every step alive.
    while let item = trampoline.items.popFirst() {
      item.invoke()
    }
    return disposable
  }
}

/// The queue of actions waiting on one thread's trampoline; only that thread touches it.
private final class Trampoline {
  var items = FIFO<TrampolineItem>()
}

/// One queued action of a trampoline, cancellable until it runs.
private final class TrampolineItem: Cancelable, @unchecked Sendable {
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

  func invoke() {
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
