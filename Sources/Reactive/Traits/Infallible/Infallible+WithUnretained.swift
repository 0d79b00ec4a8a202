extension InfallibleType {
  /// Pairs each element with `object`, held weakly, and completes as soon as `object` is gone.
  ///
  /// Behaves as ``ObservableType/withUnretained(_:resultSelector:)``.
  ///
  /// ```swift
  /// refreshes.withUnretained(self) { owner, _ in owner.reload() }.subscribe()
  /// ```
  ///
  /// - Parameters:
  ///   - object: The object passed to `resultSelector`; held weakly.
  ///   - resultSelector: Combines the object and an element.
  /// - Returns: The combined elements, until `object` is released.
  @inlinable
  public func withUnretained<Object: AnyObject, Out>(
    _ object: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> Infallible<Out> {
    Infallible(asObservable().withUnretained(object, resultSelector: resultSelector))
  }

  /// Pairs each element with `object`, held weakly, and completes as soon as `object` is gone.
  ///
  /// ```swift
  /// titles.withUnretained(self).subscribe(onNext: { owner, title in owner.show(title) })
  /// ```
  ///
  /// - Parameter object: The object paired with each element; held weakly.
  /// - Returns: The pairs of the object and each element, until `object` is released.
  @inlinable
  public func withUnretained<Object: AnyObject>(_ object: Object) -> Infallible<(Object, Element)> {
    Infallible(asObservable().withUnretained(object))
  }
}
