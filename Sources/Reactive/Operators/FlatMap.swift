extension ObservableType {
  /// Projects each element to an observable sequence and merges the elements of all of them.
  ///
  /// Every inner sequence is subscribed to as soon as its element arrives, and their elements are
  /// delivered as they come, one at a time. The result completes when the source and every inner
  /// sequence have completed. The first error, from the source, an inner sequence or `selector`,
  /// is sent at once and disposes the source and every inner sequence; so does disposing the
  /// subscription. Nesting is not limited by the stack: a `flatMap` whose inner sequences use
  /// `flatMap` again, 100,000 levels down, or as many chained in a loop, runs in bounded stack
  /// depth (past a budget, work waits for the stack to unwind, and is still done before the
  /// subscription or event that set it off returns).
  ///
  /// ```swift
  /// _ = Observable.of(1, 2)
  ///   .flatMap { Observable.of($0, $0 * 10) }
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         10
  /// //         2
  /// //         20
  /// ```
  ///
  /// - Parameter selector: Makes the inner sequence of an element.
  /// - Returns: The merged elements of the inner sequences.
  @inlinable
  public func flatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    mergeInners(.unbounded, selector)
  }

  /// Makes a ``ChainedProducer`` whose merging ``Sink`` runs the inner sequences `selector` makes
  /// of this sequence's elements as `policy` says.
  @inlinable
  func mergeInners<Source: ObservableConvertibleType>(
    _ policy: MergePolicy, _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    let source = asObservable()
    let inner: (Element) throws -> Observable<Source.Element> = { try selector($0).asObservable() }
    return ChainedProducer(source) { observer, lifetime in
      Sink(MergeStateMachine(policy), observer: observer, lifetime: lifetime)
        .subscribeOuter(source, selector: inner)
    }
  }
}
