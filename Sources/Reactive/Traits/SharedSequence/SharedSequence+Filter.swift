extension SharedSequenceConvertibleType {
  /// Keeps only the elements that satisfy `predicate`.
  ///
  /// ```swift
  /// let queries: Driver<String> = text.filter { !$0.isEmpty }
  /// ```
  ///
  /// - Parameter predicate: Whether an element is kept.
  /// - Returns: The shared sequence of kept elements.
  @inlinable
  public func filter(_ predicate: @escaping (Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asObservable().filter(predicate))
  }
}
