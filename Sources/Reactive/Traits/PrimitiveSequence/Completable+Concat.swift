extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// Returns a completable that runs this completable and then, once it completes, `second`.
  ///
  /// The same as `andThen(_:)` with a completable.
  ///
  /// - Parameter second: The completable that runs after completion.
  /// - Returns: A completable that completes when `second` does.
  @inlinable
  public func concat(_ second: Completable) -> Completable {
    andThen(second)
  }

  /// Runs the completables of `sequence` one after the other and completes after the last.
  ///
  /// Each completable is subscribed to when the one before it completes; the first error ends
  /// the result and the completables after it are never subscribed to. An empty sequence
  /// completes at once.
  ///
  /// ```swift
  /// _ = Completable.concat([logIn(), syncSettings()])
  ///   .subscribe(onCompleted: { print("ready") })
  /// ```
  ///
  /// - Parameter sequence: The completables, in order; iterated anew for each subscription.
  /// - Returns: A completable that completes when the last one does.
  @inlinable
  public static func concat<Sources: Sequence>(_ sequence: Sources) -> Completable
  where Sources.Element == Completable {
    Completable(raw: Observable.concat(sequence.lazy.map(\.source)))
  }

  /// Runs the completables of `collection` one after the other and completes after the last.
  ///
  /// Behaves as the `Sequence` form of `concat(_:)`.
  ///
  /// - Parameter collection: The completables, in order.
  /// - Returns: A completable that completes when the last one does.
  @inlinable
  public static func concat<Sources: Collection>(_ collection: Sources) -> Completable
  where Sources.Element == Completable {
    Completable(raw: Observable.concat(collection.map(\.source)))
  }

  /// Runs the given completables one after the other and completes after the last.
  ///
  /// Behaves as the `Sequence` form of `concat(_:)`.
  ///
  /// - Parameter sources: The completables, in order.
  /// - Returns: A completable that completes when the last one does.
  @inlinable
  public static func concat(_ sources: Completable...) -> Completable {
    Completable(raw: Observable.concat(sources.map(\.source)))
  }
}
