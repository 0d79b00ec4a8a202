import Synchronization

/// An action a scheduler runs once, later: on a dispatch queue, or after the work a thread's
/// trampoline is running.
///
/// Disposing it before it runs releases the action at once, so that what the action captures (a
/// whole subscription, for a timeout) does not outlive the cancellation while the queue still
/// holds the item until its due time; disposing it after it ran disposes what the action returned.
final class ScheduledAction: Cancelable, TrampolineTask, @unchecked Sendable {
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

  /// Runs the action unless it was disposed, and keeps what it returned for disposal.
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

  func invoke(on trampoline: CurrentThreadTrampoline) {
    invoke()
  }

  func dispose() {
    // The flag is set under the lock that `invoke` takes the action under, so that an action
    // never starts once `isDisposed` reads true.
    let produced: (any Disposable)? = lock.locked {
      if disposed.exchange(true, ordering: .acquiringAndReleasing) { return nil }
      action = nil
      defer { result = nil }
      return result
    }
    produced?.dispose()
  }
}
