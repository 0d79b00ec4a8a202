extension SharedSequence {
  /// Sends the elements of each shared sequence in turn, each one subscribed to when the one
  /// before it has completed.
  ///
  /// Behaves as `Observable`'s `concat(_:)` for a Swift sequence of sources.
  ///
  /// ```swift
  /// let steps: Driver<String> = Driver.concat([Driver.just("loading"), results])
  /// ```
  ///
  /// - Parameter sequence: The shared sequences, in order.
  /// - Returns: Their elements, one sequence after the other, shared.
  @inlinable
  public static func concat<Sources: Sequence>(_ sequence: Sources)
    -> SharedSequence<SharingStrategy, Element>
  where Sources.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.concat(sequence.lazy.map(\.source)))
  }

  /// Sends the elements of each shared sequence in turn, each one subscribed to when the one
  /// before it has completed.
  ///
  /// Behaves as `Observable`'s `concat(_:)` for a collection of sources.
  ///
  /// - Parameter collection: The shared sequences, in order.
  /// - Returns: Their elements, one sequence after the other, shared.
  @inlinable
  public static func concat<Sources: Collection>(_ collection: Sources)
    -> SharedSequence<SharingStrategy, Element>
  where Sources.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.concat(collection.map(\.source)))
  }
}
