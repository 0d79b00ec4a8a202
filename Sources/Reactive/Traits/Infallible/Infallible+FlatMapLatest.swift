extension InfallibleType {
  /// Projects each element to an infallible sequence and sends the elements of the most recent
  /// one only.
  ///
  /// Behaves as ``ObservableType/flatMapLatest(_:)``: a new element disposes the previous inner
  /// sequence before the next one is subscribed to.
  ///
  /// ```swift
  /// let suggestions = query.flatMapLatest { text in index.suggestions(for: text) }
  /// ```
  ///
  /// - Parameter selector: Makes the inner sequence of an element.
  /// - Returns: The elements of the latest inner sequence.
  @inlinable
  public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) -> Source)
    -> Infallible<Source.Element>
  {
    Infallible(asObservable().flatMapLatest(selector))
  }
}
