extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// Runs a collection of completables at the same time and completes when all have completed.
  ///
  /// The completables are subscribed to in the collection's order. The first error is sent at
  /// once and disposes the others. An empty collection completes at once.
  ///
  /// ```swift
  /// _ = Completable.zip([saveChart(), saveSettings()])
  ///   .subscribe(onCompleted: { print("all saved") })
  /// ```
  ///
  /// - Parameter sources: The completables.
  /// - Returns: A completable that completes when every source has.
  @inlinable
  public static func zip<Sources: Collection>(_ sources: Sources) -> Completable
  where Sources.Element == Completable {
    Completable(raw: Observable.merge(sources.map(\.source)))
  }

  /// Runs an array of completables at the same time and completes when all have completed.
  ///
  /// Behaves as the `Collection` form of `zip(_:)`.
  ///
  /// - Parameter sources: The completables.
  /// - Returns: A completable that completes when every source has.
  @inlinable
  public static func zip(_ sources: [Completable]) -> Completable {
    Completable(raw: Observable.merge(sources.map(\.source)))
  }

  /// Runs the given completables at the same time and completes when all have completed.
  ///
  /// Behaves as the `Collection` form of `zip(_:)`.
  ///
  /// - Parameter sources: The completables.
  /// - Returns: A completable that completes when every source has.
  @inlinable
  public static func zip(_ sources: Completable...) -> Completable {
    zip(sources)
  }
}
