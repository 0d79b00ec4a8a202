extension SharedSequenceConvertibleType {
  /// Projects each element to a shared sequence and sends the elements of the most recent one
  /// only.
  ///
  /// Behaves as ``ObservableType/flatMapLatest(_:)``: a new element disposes the previous inner
  /// sequence before the next one is subscribed to.
  ///
  /// ```swift
  /// let results: Driver<[String]> = query.flatMapLatest { text in
  ///   api.search(text).asDriver(onErrorJustReturn: [])
  /// }
  /// ```
  ///
  /// - Parameter selector: Makes the inner sequence of an element.
  /// - Returns: The elements of the latest inner sequence.
  @inlinable
  public func flatMapLatest<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asObservable().flatMapLatest(selector))
  }
}
