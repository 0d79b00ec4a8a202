extension PrimitiveSequence {
  /// Continues with the sequence of the same trait that `handler` returns when this one fails.
  ///
  /// On an error, this sequence is unsubscribed and the one made by `handler` is subscribed to in
  /// its place; its event is the result's. An error thrown by `handler` is sent instead.
  ///
  /// ```swift
  /// _ = Single<String>.error(NetworkError.offline)
  ///   .catch { _ in Single.just("cached") }
  ///   .subscribe(onSuccess: { print($0) })
  /// // Prints: cached
  /// ```
  ///
  /// - Parameter handler: Makes the sequence to continue with from the error.
  /// - Returns: The sequence that recovers from an error with `handler`'s sequence.
  @inlinable
  public func `catch`(
    _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.catch { try handler($0).source })
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Succeeds with `element` instead of failing when this single fails.
  ///
  /// ```swift
  /// _ = Single<Int>.error(NetworkError.offline).catchAndReturn(0)
  ///   .subscribe(onSuccess: { print($0) })
  /// // Prints: 0
  /// ```
  ///
  /// - Parameter element: The element sent in place of the error.
  /// - Returns: A single that never fails.
  @inlinable
  public func catchAndReturn(_ element: Element) -> Single<Element> {
    Single(raw: primitiveSequence.source.catchAndReturn(element))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Succeeds with `element` instead of failing when this maybe fails.
  ///
  /// A maybe that completes without an element still does.
  ///
  /// - Parameter element: The element sent in place of the error.
  /// - Returns: A maybe that never fails.
  @inlinable
  public func catchAndReturn(_ element: Element) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.catchAndReturn(element))
  }
}
