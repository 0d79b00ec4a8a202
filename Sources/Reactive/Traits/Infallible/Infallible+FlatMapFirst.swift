extension InfallibleType {
  /// Projects an element to an infallible sequence only while no inner sequence is running, and
  /// sends its elements.
  ///
  /// Behaves as ``ObservableType/flatMapFirst(_:)``: elements that arrive while an inner sequence
  /// is running are dropped.
  ///
  /// ```swift
  /// let refreshes = pulls.flatMapFirst { _ in store.reload() }
  /// ```
  ///
  /// - Parameter selector: Makes the inner sequence of an element.
  /// - Returns: The elements of the inner sequences, one inner sequence at a time.
  @inlinable
  public func flatMapFirst<Result>(_ selector: @escaping (Element) -> Infallible<Result>)
    -> Infallible<Result>
  {
    Infallible(asObservable().flatMapFirst(selector))
  }
}
