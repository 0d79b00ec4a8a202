extension InfallibleType {
  /// Keeps only the elements that satisfy `predicate`.
  ///
  /// ```swift
  /// _ = Infallible.of(1, 2, 3, 4).filter { $0 % 2 == 0 }.subscribe(onNext: { print($0) })
  /// // Prints: 2
  /// //         4
  /// ```
  ///
  /// - Parameter predicate: Whether an element is kept.
  /// - Returns: The infallible sequence of kept elements.
  @inlinable
  public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
    Infallible(asObservable().filter(predicate))
  }
}
