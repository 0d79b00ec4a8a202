extension InfallibleType {
  /// Merges the elements of a collection of infallible sequences into one.
  ///
  /// Behaves as `Observable`'s `merge(_:)`: the result completes when every source has
  /// completed.
  ///
  /// ```swift
  /// _ = Infallible.merge([Infallible.of(1, 2), Infallible.just(3)])
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         2
  /// //         3
  /// ```
  ///
  /// - Parameter sources: The sequences to merge.
  /// - Returns: The merged elements of the sources.
  @inlinable
  public static func merge<Sources: Collection>(_ sources: Sources) -> Infallible<Element>
  where Sources.Element == Infallible<Element> {
    Infallible(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Merges the elements of an array of infallible sequences into one.
  ///
  /// Behaves as the `Collection` form of `merge(_:)`.
  ///
  /// - Parameter sources: The sequences to merge.
  /// - Returns: The merged elements of the sources.
  @inlinable
  public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
    Infallible(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Merges the elements of the given infallible sequences into one.
  ///
  /// Behaves as the `Collection` form of `merge(_:)`.
  ///
  /// - Parameter sources: The sequences to merge.
  /// - Returns: The merged elements of the sources.
  @inlinable
  public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
    merge(sources)
  }
}
