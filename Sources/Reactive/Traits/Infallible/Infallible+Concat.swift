extension InfallibleType {
  /// Sends the elements of this sequence, then, once it has completed, those of `second`.
  ///
  /// Behaves as ``ObservableType/concat(_:)-method``. As in RxSwift, `second` may be any sequence of
  /// the same elements: an error it sends is sent as an error event.
  ///
  /// ```swift
  /// _ = Infallible.of(1, 2).concat(Infallible.just(3)).subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         2
  /// //         3
  /// ```
  ///
  /// - Parameter second: The sequence that follows this one.
  /// - Returns: The elements of this sequence followed by those of `second`.
  @inlinable
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element>
  where Source.Element == Element {
    Infallible(asObservable().concat(second))
  }
}

extension Infallible {
  /// Sends the elements of each sequence in turn, each one subscribed to when the one before it
  /// has completed.
  ///
  /// Behaves as `Observable`'s `concat(_:)` for a Swift sequence of sources.
  ///
  /// - Parameter sequence: The infallible sequences, in order.
  /// - Returns: Their elements, one sequence after the other.
  @inlinable
  public static func concat<Sources: Sequence>(_ sequence: Sources) -> Infallible<Element>
  where Sources.Element == Infallible<Element> {
    Infallible(Observable.concat(sequence.lazy.map { $0.asObservable() }))
  }

  /// Sends the elements of each sequence in turn, each one subscribed to when the one before it
  /// has completed.
  ///
  /// Behaves as `Observable`'s `concat(_:)` for a collection of sources.
  ///
  /// - Parameter collection: The infallible sequences, in order.
  /// - Returns: Their elements, one sequence after the other.
  @inlinable
  public static func concat<Sources: Collection>(_ collection: Sources) -> Infallible<Element>
  where Sources.Element == Infallible<Element> {
    Infallible(Observable.concat(collection.map { $0.asObservable() }))
  }

  /// Sends the elements of each sequence in turn, each one subscribed to when the one before it
  /// has completed.
  ///
  /// ```swift
  /// _ = Infallible.concat(Infallible.of(1, 2), Infallible.just(3))
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         2
  /// //         3
  /// ```
  ///
  /// - Parameter sources: The infallible sequences, in order.
  /// - Returns: Their elements, one sequence after the other.
  @inlinable
  public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
    concat(sources)
  }
}
