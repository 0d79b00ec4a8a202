import Synchronization

/// A disposable whose underlying disposable can be set exactly once, possibly after disposal.
///
/// If it is disposed before the underlying disposable is set, the underlying one is disposed as
/// soon as it is set. Setting it twice is a programming error and traps. Thread-safe.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable, @unchecked Sendable {
  // @unchecked Sendable: `state` is guarded by `lock`
  private enum State {
    case empty
    case assigned(any Disposable)
    case disposed
  }

  private let lock = Lock()
  private let disposed = Atomic<Bool>(false)
  @exclusivity(unchecked) private var state = State.empty
  @exclusivity(unchecked) private var wasAssigned = false

  /// Creates a disposable with nothing assigned yet.
  public override init() {}

  /// Whether the disposable has been disposed.
  public var isDisposed: Bool {
    disposed.load(ordering: .acquiring)
  }

  /// Sets the underlying disposable; disposes it at once if this one is already disposed.
  ///
  /// - Parameter disposable: The underlying disposable. Must be set only once.
  public func setDisposable(_ disposable: any Disposable) {
    let disposeNow: Bool = lock.locked {
      precondition(!wasAssigned, "SingleAssignmentDisposable: the disposable was already set")
      wasAssigned = true
      switch state {
      case .empty:
        state = .assigned(disposable)
        return false
      case .disposed:
        return true
      case .assigned:
        preconditionFailure("SingleAssignmentDisposable: state .assigned without an assignment")
      }
    }
    if disposeNow { disposable.dispose() }
  }

  /// Disposes the underlying disposable, now or as soon as it is set.
  public func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    let previous = lock.locked {
      defer { state = .disposed }
      return state
    }
    if case .assigned(let disposable) = previous { disposable.dispose() }
  }
}
