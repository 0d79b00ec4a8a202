extension ObservableType {
  /// Sends the elements of this sequence, then, once it has completed, those of `second`.
  ///
  /// `second` is subscribed to only when this sequence completes. An error from either ends the
  /// result.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2).concat(Observable.just(3)).subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         2
  /// //         3
  /// ```
  ///
  /// - Parameter second: The sequence that follows this one.
  /// - Returns: The elements of both sequences, one after the other.
  @inlinable
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
  where Source.Element == Element {
    Observable.concat([asObservable(), second.asObservable()])
  }

  /// Sends the elements of each sequence of `sequence`, one sequence after the other.
  ///
  /// A sequence is taken from `sequence` and subscribed to only when the previous one has
  /// completed, so `sequence` may be lazy or infinite. The result completes after the last one;
  /// the first error ends it. Sources that complete synchronously are run in a loop, so any
  /// number of them runs in constant stack depth.
  ///
  /// ```swift
  /// _ = Observable.concat([Observable.of(1, 2), Observable.just(3)])
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         2
  /// //         3
  /// ```
  ///
  /// - Parameter sequence: The sequences to concatenate; iterated anew for each subscription.
  /// - Returns: The elements of the sequences, one sequence after the other.
  @inlinable
  public static func concat<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    concatenating(sequence)
  }

  /// Sends the elements of each sequence of `collection`, one sequence after the other.
  ///
  /// Behaves as the `Sequence` form of `concat(_:)`.
  ///
  /// - Parameter collection: The sequences to concatenate.
  /// - Returns: The elements of the sequences, one sequence after the other.
  @inlinable
  public static func concat<Sources: Collection>(_ collection: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    concatenating(collection)
  }

  /// Sends the elements of each of the given sequences, one sequence after the other.
  ///
  /// Behaves as the `Sequence` form of `concat(_:)`.
  ///
  /// - Parameter sources: The sequences to concatenate.
  /// - Returns: The elements of the sequences, one sequence after the other.
  @inlinable
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    concatenating(sources)
  }

  /// Makes a `Producer` whose merging ``Sink`` runs the sequences of `sources`, pulled one at a
  /// time.
  @inlinable
  static func concatenating<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    Producer { observer, lifetime in
      var iterator = sources.makeIterator()
      Sink(MergeStateMachine(.limited(1)), observer: observer, lifetime: lifetime)
        .concatAll { iterator.next() }
    }
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Sends the elements of the inner sequences this sequence sends, one inner sequence after the
  /// other.
  ///
  /// An inner sequence is subscribed to only when the previous one has completed; those that
  /// arrive meanwhile wait in order. The result completes when this sequence and every inner
  /// sequence have completed; the first error ends everything.
  ///
  /// - Returns: The elements of the inner sequences, one sequence after the other.
  @inlinable
  public func concat() -> Observable<Element.Element> {
    mergeInners(.limited(1)) { $0 }
  }
}
