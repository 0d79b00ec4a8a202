/// A resource that can be released, such as a subscription.
///
/// `dispose()` is idempotent on every disposable this library returns, and safe to call from any
/// thread.
public protocol Disposable {
  /// Releases the resource. Calling it again does nothing.
  func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
  /// Whether `dispose()` has been called.
  var isDisposed: Bool { get }
}

extension Disposable {
  /// Adds this disposable to `bag`, so it is disposed when the bag is released.
  ///
  /// ```swift
  /// subject.subscribe(onNext: { print($0) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter bag: The bag that owns this disposable from now on.
  @inlinable
  public func disposed(by bag: DisposeBag) {
    bag.add(self)
  }
}
