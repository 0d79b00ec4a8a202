extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Transforms the element of the single with `transform`.
  ///
  /// An error thrown by `transform` becomes the single's error.
  ///
  /// ```swift
  /// _ = Single.just(2).map { $0 * 10 }.subscribe(onSuccess: { print($0) })
  /// // Prints: 20
  /// ```
  ///
  /// - Parameter transform: The function applied to the element.
  /// - Returns: The single of the transformed element.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
    Single(raw: primitiveSequence.source.map(transform))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Transforms the element of the maybe, if any, with `transform`.
  ///
  /// An error thrown by `transform` becomes the maybe's error.
  ///
  /// - Parameter transform: The function applied to the element.
  /// - Returns: The maybe of the transformed element.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
    Maybe(raw: primitiveSequence.source.map(transform))
  }
}
