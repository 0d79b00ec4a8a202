/// Factory functions for the common disposables.
public enum Disposables {
  /// Returns a disposable that does nothing when disposed.
  ///
  /// - Returns: A shared no-op disposable.
  @inlinable
  public static func create() -> any Disposable {
    NopDisposable()
  }

  /// Returns a disposable that runs `dispose` once, on the first call to `dispose()`.
  ///
  /// - Parameter dispose: The action to run; it is released after it runs.
  /// - Returns: A thread-safe, idempotent disposable.
  public static func create(with dispose: @escaping () -> Void) -> any Cancelable {
    AnonymousDisposable(dispose)
  }

  /// Returns a disposable that disposes both `disposable1` and `disposable2`, in that order.
  ///
  /// - Parameters:
  ///   - disposable1: Disposed first.
  ///   - disposable2: Disposed second.
  /// - Returns: A thread-safe, idempotent disposable.
  public static func create(_ disposable1: any Disposable, _ disposable2: any Disposable)
    -> any Cancelable
  {
    CompositeDisposable(disposable1, disposable2)
  }

  /// Returns a disposable that disposes the three disposables, in order.
  ///
  /// - Parameters:
  ///   - disposable1: Disposed first.
  ///   - disposable2: Disposed second.
  ///   - disposable3: Disposed third.
  /// - Returns: A thread-safe, idempotent disposable.
  public static func create(
    _ disposable1: any Disposable, _ disposable2: any Disposable, _ disposable3: any Disposable
  ) -> any Cancelable {
    CompositeDisposable(disposable1, disposable2, disposable3)
  }

  /// Returns a disposable that disposes the four or more disposables, in order.
  ///
  /// - Parameters:
  ///   - disposable1: Disposed first.
  ///   - disposable2: Disposed second.
  ///   - disposable3: Disposed third.
  ///   - disposables: Disposed after the first three, in order.
  /// - Returns: A thread-safe, idempotent disposable.
  public static func create(
    _ disposable1: any Disposable, _ disposable2: any Disposable, _ disposable3: any Disposable,
    _ disposables: any Disposable...
  ) -> any Cancelable {
    CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
  }

  /// Returns a disposable that disposes every one of `disposables`, in order.
  ///
  /// - Parameter disposables: The disposables to group.
  /// - Returns: A thread-safe, idempotent disposable.
  public static func create(_ disposables: [any Disposable]) -> any Cancelable {
    CompositeDisposable(disposables: disposables)
  }
}

/// The disposable that does nothing.
@usableFromInline
struct NopDisposable: Disposable, Sendable {
  @inlinable
  init() {}

  @inlinable
  func dispose() {}
}
