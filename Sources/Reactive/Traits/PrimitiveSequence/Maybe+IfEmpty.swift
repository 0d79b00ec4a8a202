extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Returns a single of the maybe's element, or of `default` if the maybe completes without one.
  ///
  /// ```swift
  /// _ = Maybe<Int>.empty().ifEmpty(default: 0).subscribe(onSuccess: { print($0) })
  /// // Prints: 0
  /// ```
  ///
  /// - Parameter default: The element sent when the maybe is empty.
  /// - Returns: A single that always has an element.
  @inlinable
  public func ifEmpty(default: Element) -> Single<Element> {
    Single(raw: switchIfEmpty(primitiveSequence.source, to: Observable.just(`default`)))
  }

  /// Returns a maybe that runs `other` if this maybe completes without an element.
  ///
  /// `other` is subscribed to only when this maybe completes empty.
  ///
  /// - Parameter other: The maybe that runs in place of an empty one.
  /// - Returns: A maybe of this maybe's element or of `other`'s.
  @inlinable
  public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
    Maybe(raw: switchIfEmpty(primitiveSequence.source, to: other.source))
  }

  /// Returns a single that runs `other` if this maybe completes without an element.
  ///
  /// `other` is subscribed to only when this maybe completes empty.
  ///
  /// - Parameter other: The single that runs in place of an empty maybe.
  /// - Returns: A single of this maybe's element or of `other`'s.
  @inlinable
  public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
    Single(raw: switchIfEmpty(primitiveSequence.source, to: other.source))
  }
}
