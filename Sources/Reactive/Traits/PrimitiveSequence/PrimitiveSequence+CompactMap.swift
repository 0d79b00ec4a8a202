extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Transforms the element of the single with `transform`, completing without an element when
  /// the result is `nil`.
  ///
  /// An error thrown by `transform` becomes the maybe's error.
  ///
  /// ```swift
  /// _ = Single.just("x").compactMap { Int($0) }
  ///   .subscribe(onSuccess: { print($0) }, onCompleted: { print("empty") })
  /// // Prints: empty
  /// ```
  ///
  /// - Parameter transform: The function applied to the element; `nil` drops it.
  /// - Returns: The maybe of the non-`nil` result.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Maybe<Result>
  {
    Maybe(raw: primitiveSequence.source.compactMap(transform))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Transforms the element of the maybe, if any, with `transform`, completing without an element
  /// when the result is `nil`.
  ///
  /// An error thrown by `transform` becomes the maybe's error.
  ///
  /// - Parameter transform: The function applied to the element; `nil` drops it.
  /// - Returns: The maybe of the non-`nil` result.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Maybe<Result>
  {
    Maybe(raw: primitiveSequence.source.compactMap(transform))
  }
}
