extension InfallibleType {
  /// Projects each element to an infallible sequence and merges their elements.
  ///
  /// Behaves as ``ObservableType/flatMap(_:)``; the result completes when this sequence and every
  /// inner sequence have completed.
  ///
  /// ```swift
  /// let details = ids.flatMap { id in cache.details(id) }
  /// ```
  ///
  /// - Parameter selector: Makes the inner sequence of an element.
  /// - Returns: The merged elements of the inner sequences.
  @inlinable
  public func flatMap<Result>(_ selector: @escaping (Element) -> Infallible<Result>)
    -> Infallible<Result>
  {
    Infallible(asObservable().flatMap(selector))
  }
}
