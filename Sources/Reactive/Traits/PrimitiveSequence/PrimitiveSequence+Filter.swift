extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Keeps the element of the single only if it satisfies `predicate`.
  ///
  /// An error thrown by `predicate` becomes the maybe's error.
  ///
  /// ```swift
  /// _ = Single.just(3).filter { $0 % 2 == 0 }
  ///   .subscribe(onSuccess: { print($0) }, onCompleted: { print("odd") })
  /// // Prints: odd
  /// ```
  ///
  /// - Parameter predicate: Whether the element is kept.
  /// - Returns: A maybe of the element, empty if it was not kept.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.filter(predicate))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Keeps the element of the maybe, if any, only if it satisfies `predicate`.
  ///
  /// An error thrown by `predicate` becomes the maybe's error.
  ///
  /// - Parameter predicate: Whether the element is kept.
  /// - Returns: A maybe of the element, empty if there was none or it was not kept.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.filter(predicate))
  }
}
