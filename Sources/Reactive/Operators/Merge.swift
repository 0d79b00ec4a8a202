extension ObservableType where Element: ObservableConvertibleType {
  /// Merges the elements of the inner sequences this sequence sends.
  ///
  /// Each inner sequence is subscribed to as soon as it arrives, and their elements are delivered
  /// as they come, one at a time. The result completes when this sequence and every inner
  /// sequence have completed. The first error ends everything and disposes every subscription;
  /// so does disposing the subscription.
  ///
  /// ```swift
  /// let sources = PublishSubject<Observable<Int>>()
  /// _ = sources.merge().subscribe(onNext: { print($0) })
  /// sources.onNext(.just(1))
  /// sources.onNext(.of(2, 3))
  /// // Prints: 1
  /// //         2
  /// //         3
  /// ```
  ///
  /// - Returns: The merged elements of the inner sequences.
  @inlinable
  public func merge() -> Observable<Element.Element> {
    mergeInners(.unbounded) { $0 }
  }

  /// Merges the elements of the inner sequences this sequence sends, running at most
  /// `maxConcurrent` of them at a time.
  ///
  /// Inner sequences that arrive while `maxConcurrent` are running wait in arrival order and are
  /// subscribed to as running ones complete. The result completes when this sequence and every
  /// inner sequence have completed. The first error ends everything. Inner sequences that
  /// complete synchronously are run in a loop, in constant stack depth.
  ///
  /// As in RxSwift, a `maxConcurrent` of 0 or less subscribes to no inner sequence at all: they
  /// all wait, and the result completes when this sequence does.
  ///
  /// - Parameter maxConcurrent: The most inner sequences subscribed to at once.
  /// - Returns: The merged elements of the inner sequences.
  @inlinable
  public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
    mergeInners(.limited(maxConcurrent)) { $0 }
  }
}

extension ObservableType {
  /// Merges the elements of several sequences into one.
  ///
  /// Every source is subscribed to at once, in order, and their elements are delivered as they
  /// come, one at a time. The result completes when every source has completed; the first error
  /// ends everything and disposes every source, and sources not yet subscribed to are skipped.
  /// Sources that complete synchronously are subscribed to in a loop, so any number of them runs
  /// in constant stack depth.
  ///
  /// ```swift
  /// _ = Observable.merge([Observable.of(1, 2), Observable.just(3)])
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         2
  /// //         3
  /// ```
  ///
  /// - Parameter sources: The sequences to merge.
  /// - Returns: The merged elements of the sources.
  @inlinable
  public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    Producer { observer, lifetime in
      Sink(MergeStateMachine(.unbounded), observer: observer, lifetime: lifetime)
        .mergeAll(sources)
    }
  }

  /// Merges the elements of the sequences of an array into one.
  ///
  /// Behaves as the `Collection` form of `merge(_:)`.
  ///
  /// - Parameter sources: The sequences to merge.
  /// - Returns: The merged elements of the sources.
  @inlinable
  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    Producer { observer, lifetime in
      Sink(MergeStateMachine(.unbounded), observer: observer, lifetime: lifetime)
        .mergeAll(sources)
    }
  }

  /// Merges the elements of the given sequences into one.
  ///
  /// Behaves as the `Collection` form of `merge(_:)`.
  ///
  /// - Parameter sources: The sequences to merge.
  /// - Returns: The merged elements of the sources.
  @inlinable
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    merge(sources)
  }
}
