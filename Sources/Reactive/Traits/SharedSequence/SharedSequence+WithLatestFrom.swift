extension SharedSequenceConvertibleType {
  /// Combines each element of this sequence with the latest element of `second`, using
  /// `resultSelector`.
  ///
  /// Behaves as ``ObservableType/withLatestFrom(_:resultSelector:)``: elements that arrive
  /// before `second` has sent anything are dropped, and the result completes with this sequence.
  ///
  /// ```swift
  /// let submissions: Signal<String> = taps.withLatestFrom(text) { _, text in text }
  /// ```
  ///
  /// - Parameters:
  ///   - second: The shared sequence whose latest element is used.
  ///   - resultSelector: Combines an element of this sequence with the latest one of `second`.
  /// - Returns: The shared sequence of combined elements.
  @inlinable
  public func withLatestFrom<Second: SharedSequenceConvertibleType, ResultType>(
    _ second: Second, resultSelector: @escaping (Element, Second.Element) -> ResultType
  ) -> SharedSequence<SharingStrategy, ResultType> {
    SharedSequence(asObservable().withLatestFrom(second, resultSelector: resultSelector))
  }

  /// Replaces each element of this sequence with the latest element of `second`.
  ///
  /// - Parameter second: The shared sequence whose latest element is sent.
  /// - Returns: The latest element of `second` at each element of this sequence.
  @inlinable
  public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second)
    -> SharedSequence<SharingStrategy, Second.Element>
  {
    SharedSequence(asObservable().withLatestFrom(second))
  }
}
