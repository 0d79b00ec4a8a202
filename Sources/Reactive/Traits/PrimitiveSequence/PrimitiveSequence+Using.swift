extension PrimitiveSequence {
  /// Returns a sequence that makes a resource for each subscription, runs the sequence built on
  /// it, and disposes the resource when the subscription ends.
  ///
  /// Behaves as ``ObservableType/using(_:observableFactory:)``: the subscription to the built
  /// sequence is disposed first, then the resource; an error thrown by either factory is the
  /// sequence's error.
  ///
  /// ```swift
  /// let size = Single.using({ TemporaryFile() }) { file in Single.just(file.size) }
  /// ```
  ///
  /// - Parameters:
  ///   - resourceFactory: Makes the resource of one subscription.
  ///   - primitiveSequenceFactory: Makes the sequence of one subscription from its resource.
  /// - Returns: The sequence that owns a resource per subscription.
  @inlinable
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.using(resourceFactory) { try primitiveSequenceFactory($0).source })
  }
}
