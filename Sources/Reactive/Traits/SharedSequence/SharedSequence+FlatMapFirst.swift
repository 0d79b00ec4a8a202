extension SharedSequenceConvertibleType {
  /// Projects an element to a shared sequence only while no inner sequence is running, and sends
  /// its elements.
  ///
  /// Behaves as ``ObservableType/flatMapFirst(_:)``: elements that arrive while an inner sequence
  /// is running are dropped.
  ///
  /// ```swift
  /// let refreshed: Driver<[String]> = pulls.flatMapFirst { _ in
  ///   api.reload().asDriver(onErrorJustReturn: [])
  /// }
  /// ```
  ///
  /// - Parameter selector: Makes the inner sequence of an element.
  /// - Returns: The elements of the inner sequences, one inner sequence at a time.
  @inlinable
  public func flatMapFirst<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asObservable().flatMapFirst(selector))
  }
}
