import Synchronization

/// A disposable that only records whether it has been disposed.
///
/// Thread-safe: `isDisposed` and `dispose()` may be called from any thread.
public final class BooleanDisposable: Cancelable, Sendable {
  private let disposed: Atomic<Bool>

  /// Creates a disposable that is not yet disposed.
  public init() {
    disposed = Atomic(false)
  }

  /// Creates a disposable in the given state.
  ///
  /// - Parameter isDisposed: Whether it starts out disposed.
  public init(isDisposed: Bool) {
    disposed = Atomic(isDisposed)
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool {
    disposed.load(ordering: .acquiring)
  }

  /// Marks the disposable as disposed.
  public func dispose() {
    disposed.store(true, ordering: .releasing)
  }
}
