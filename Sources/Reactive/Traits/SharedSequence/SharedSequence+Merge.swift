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

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
  /// Merges the elements of the shared sequences this one sends.
  ///
  /// Behaves as ``ObservableType/merge()``: each inner sequence is subscribed to as it arrives,
  /// and the result completes when this sequence and every inner one have completed.
  ///
  /// ```swift
  /// let messages: Signal<String> = Signal.of(errors, confirmations).merge()
  /// ```
  ///
  /// - Returns: The merged elements of the inner sequences, shared as they are.
  @inlinable
  public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(asObservable().merge())
  }

  /// Merges the elements of the shared sequences this one sends, subscribed to at most
  /// `maxConcurrent` at a time.
  ///
  /// Behaves as ``ObservableType/merge(maxConcurrent:)``: inner sequences beyond the limit wait
  /// for a running one to complete.
  ///
  /// - Parameter maxConcurrent: How many inner sequences may be subscribed to at once.
  /// - Returns: The merged elements of the inner sequences, shared as they are.
  @inlinable
  public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element>
  {
    SharedSequence(asObservable().merge(maxConcurrent: maxConcurrent))
  }
}
