extension SharedSequenceConvertibleType {
  /// Folds each element into an accumulator and sends each intermediate result.
  ///
  /// ```swift
  /// let total: Driver<Int> = purchases.scan(0) { $0 + $1.price }
  /// ```
  ///
  /// - Parameters:
  ///   - seed: The initial accumulator.
  ///   - accumulator: Makes the next accumulator from the last one and an element.
  /// - Returns: The shared sequence of accumulators.
  @inlinable
  public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A)
    -> SharedSequence<SharingStrategy, A>
  {
    SharedSequence(asObservable().scan(seed, accumulator: accumulator))
  }

  /// Folds each element into an accumulator updated in place and sends each intermediate result.
  ///
  /// - Parameters:
  ///   - seed: The initial accumulator.
  ///   - accumulator: Updates the accumulator with an element.
  /// - Returns: The shared sequence of accumulators.
  @inlinable
  public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) -> Void)
    -> SharedSequence<SharingStrategy, A>
  {
    SharedSequence(asObservable().scan(into: seed, accumulator: accumulator))
  }
}
