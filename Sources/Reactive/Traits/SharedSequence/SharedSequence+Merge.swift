extension SharedSequence {
  /// Merges the elements of a collection of shared sequences into one.
  ///
  /// Behaves as `Observable`'s `merge(_:)`: the result completes when every source has
  /// completed.
  ///
  /// ```swift
  /// let messages: Signal<String> = Signal.merge([errors, confirmations])
  /// ```
  ///
  /// - Parameter sources: The sequences to merge.
  /// - Returns: The merged elements of the sources.
  @inlinable
  public static func merge<Sources: Collection>(_ sources: Sources)
    -> SharedSequence<SharingStrategy, Element>
  where Sources.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.merge(sources.map(\.source)))
  }

  /// Merges the elements of an array of shared sequences into one.
  ///
  /// Behaves as the `Collection` form of `merge(_:)`.
  ///
  /// - Parameter sources: The sequences to merge.
  /// - Returns: The merged elements of the sources.
  @inlinable
  public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>])
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(Observable.merge(sources.map(\.source)))
  }

  /// Merges the elements of the given shared sequences into one.
  ///
  /// Behaves as the `Collection` form of `merge(_:)`.
  ///
  /// - Parameter sources: The sequences to merge.
  /// - Returns: The merged elements of the sources.
  @inlinable
  public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
    -> SharedSequence<SharingStrategy, Element>
  {
    merge(sources)
  }
}
