extension InfallibleType {
  /// Transforms each element with `transform` and keeps the non-`nil` results.
  ///
  /// ```swift
  /// _ = Infallible.of("1", "x", "3").compactMap { Int($0) }.subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         3
  /// ```
  ///
  /// - Parameter transform: The function applied to each element; `nil` drops it.
  /// - Returns: The infallible sequence of non-`nil` results.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Element) -> Result?)
    -> Infallible<Result>
  {
    Infallible(asObservable().compactMap(transform))
  }
}
