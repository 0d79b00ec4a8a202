extension InfallibleType {
  /// Transforms each element with `transform`.
  ///
  /// The transform cannot throw, since an infallible sequence never fails.
  ///
  /// ```swift
  /// _ = Infallible.of(1, 2).map { $0 * 10 }.subscribe(onNext: { print($0) })
  /// // Prints: 10
  /// //         20
  /// ```
  ///
  /// - Parameter transform: The function applied to each element.
  /// - Returns: The infallible sequence of transformed elements.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
    Infallible(asObservable().map(transform))
  }
}
