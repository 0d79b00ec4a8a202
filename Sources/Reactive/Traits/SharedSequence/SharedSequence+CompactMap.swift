extension SharedSequenceConvertibleType {
  /// Transforms each element with `transform` and keeps the non-`nil` results.
  ///
  /// ```swift
  /// let years: Driver<Int> = inputs.compactMap { Int($0) }
  /// ```
  ///
  /// - Parameter transform: The function applied to each element; `nil` drops it.
  /// - Returns: The shared sequence of non-`nil` results.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Element) -> Result?)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence(asObservable().compactMap(transform))
  }
}
