extension InfallibleType {
  /// Folds each element into an accumulator updated in place and sends each intermediate result.
  ///
  /// ```swift
  /// _ = Infallible.of(1, 2, 3).scan(into: [Int]()) { $0.append($1) }
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: [1]
  /// //         [1, 2]
  /// //         [1, 2, 3]
  /// ```
  ///
  /// - Parameters:
  ///   - seed: The initial accumulator.
  ///   - accumulator: Updates the accumulator with an element.
  /// - Returns: The infallible sequence of accumulators.
  @inlinable
  public func scan<Seed>(
    into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void
  ) -> Infallible<Seed> {
    Infallible(asObservable().scan(into: seed, accumulator: accumulator))
  }

  /// Folds each element into an accumulator and sends each intermediate result.
  ///
  /// ```swift
  /// _ = Infallible.of(1, 2, 3).scan(0, accumulator: +).subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         3
  /// //         6
  /// ```
  ///
  /// - Parameters:
  ///   - seed: The initial accumulator.
  ///   - accumulator: Makes the next accumulator from the last one and an element.
  /// - Returns: The infallible sequence of accumulators.
  @inlinable
  public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed)
    -> Infallible<Seed>
  {
    Infallible(asObservable().scan(seed, accumulator: accumulator))
  }
}
