extension SharedSequenceConvertibleType {
  /// Drops the first `count` elements and sends the rest.
  ///
  /// Behaves as ``ObservableType/skip(_:)``.
  ///
  /// ```swift
  /// let edits: Driver<String> = text.skip(1)  // not the initial value
  /// ```
  ///
  /// - Parameter count: How many elements to drop.
  /// - Returns: The shared sequence without its first `count` elements.
  @inlinable
  public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().skip(count))
  }
}
