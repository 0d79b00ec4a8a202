extension InfallibleType {
  /// Combines each element of this sequence with the latest element of `second`, using
  /// `resultSelector`.
  ///
  /// Behaves as ``ObservableType/withLatestFrom(_:resultSelector:)``: elements that arrive
  /// before `second` has sent anything are dropped, and the result completes with this sequence.
  /// An error thrown by `resultSelector` is sent as an error event, as in RxSwift.
  ///
  /// ```swift
  /// let submissions = taps.withLatestFrom(text) { _, text in text }
  /// ```
  ///
  /// - Parameters:
  ///   - second: The sequence whose latest element is used.
  ///   - resultSelector: Combines an element of this sequence with the latest one of `second`.
  /// - Returns: The infallible sequence of combined elements.
  @inlinable
  public func withLatestFrom<Source: InfallibleType, ResultType>(
    _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
  ) -> Infallible<ResultType> {
    Infallible(asObservable().withLatestFrom(second, resultSelector: resultSelector))
  }

  /// Replaces each element of this sequence with the latest element of `second`.
  ///
  /// - Parameter second: The sequence whose latest element is sent.
  /// - Returns: The latest element of `second` at each element of this sequence.
  @inlinable
  public func withLatestFrom<Source: InfallibleType>(_ second: Source)
    -> Infallible<Source.Element>
  {
    Infallible(asObservable().withLatestFrom(second))
  }
}
