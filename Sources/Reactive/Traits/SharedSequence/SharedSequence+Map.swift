extension SharedSequenceConvertibleType {
  /// Transforms each element with `transform`.
  ///
  /// The transform cannot throw, since the sequence cannot fail. The result is shared like this
  /// sequence.
  ///
  /// ```swift
  /// let titles: Driver<String> = movies.map { $0.title }
  /// ```
  ///
  /// - Parameter transform: The function applied to each element.
  /// - Returns: The shared sequence of transformed elements.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) -> Result)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence(asObservable().map(transform))
  }
}
