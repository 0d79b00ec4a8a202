extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
  /// Sends the elements of the most recent shared sequence this one has sent.
  ///
  /// Behaves as ``ObservableType/switchLatest()``: when an inner sequence arrives, the previous
  /// one is disposed before the new one is subscribed to.
  ///
  /// ```swift
  /// let results: Driver<[String]> = queries.map { api.search($0) }.switchLatest()
  /// ```
  ///
  /// - Returns: The elements of the latest inner sequence, shared as they are.
  @inlinable
  public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(asObservable().switchLatest())
  }
}
