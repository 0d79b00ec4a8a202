extension InfallibleType {
  /// Combines the latest elements of two sources with `resultSelector` whenever either sends one.
  ///
  /// Nothing is sent until every source has sent an element. Behaves as `Observable`'s
  /// `combineLatest`, completion included. As in RxSwift, `resultSelector` may throw: the error
  /// ends the sequence, and since subscribers of an infallible sequence have no `onError`, it is
  /// reported as unhandled (see `subscribe(onNext:onCompleted:onDisposed:)`). Throwing is a
  /// programming error here, allowed so that selectors shared with `Observable` compile.
  ///
  /// ```swift
  /// let summary = Infallible.combineLatest(title, rank) { "\($1). \($0)" }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - resultSelector: Combines one element of every source.
  /// - Returns: The infallible sequence of combined elements.
  @inlinable
  public static func combineLatest<E1, E2>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>,
    resultSelector: @escaping (E1, E2) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the latest elements of three sources with `resultSelector` whenever one sends.
  ///
  /// Behaves as the two-source form, `combineLatest(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - resultSelector: Combines one element of every source.
  /// - Returns: The infallible sequence of combined elements.
  @inlinable
  public static func combineLatest<E1, E2, E3>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    resultSelector: @escaping (E1, E2, E3) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        resultSelector: resultSelector))
  }

  /// Combines the latest elements of four sources with `resultSelector` whenever one sends.
  ///
  /// Behaves as the two-source form, `combineLatest(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - resultSelector: Combines one element of every source.
  /// - Returns: The infallible sequence of combined elements.
  @inlinable
  public static func combineLatest<E1, E2, E3, E4>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    _ source4: Infallible<E4>,
    resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the latest elements of five sources with `resultSelector` whenever one sends.
  ///
  /// Behaves as the two-source form, `combineLatest(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - source5: The fifth source.
  ///   - resultSelector: Combines one element of every source.
  /// - Returns: The infallible sequence of combined elements.
  @inlinable
  public static func combineLatest<E1, E2, E3, E4, E5>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    _ source4: Infallible<E4>, _ source5: Infallible<E5>,
    resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the latest elements of six sources with `resultSelector` whenever one sends.
  ///
  /// Behaves as the two-source form, `combineLatest(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - source5: The fifth source.
  ///   - source6: The sixth source.
  ///   - resultSelector: Combines one element of every source.
  /// - Returns: The infallible sequence of combined elements.
  @inlinable
  public static func combineLatest<E1, E2, E3, E4, E5, E6>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable(), source6.asObservable(),
        resultSelector: resultSelector))
  }

  /// Combines the latest elements of seven sources with `resultSelector` whenever one sends.
  ///
  /// Behaves as the two-source form, `combineLatest(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - source5: The fifth source.
  ///   - source6: The sixth source.
  ///   - source7: The seventh source.
  ///   - resultSelector: Combines one element of every source.
  /// - Returns: The infallible sequence of combined elements.
  @inlinable
  public static func combineLatest<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
    _ source7: Infallible<E7>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable(), source6.asObservable(),
        source7.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the latest elements of eight sources with `resultSelector` whenever one sends.
  ///
  /// Behaves as the two-source form, `combineLatest(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - source5: The fifth source.
  ///   - source6: The sixth source.
  ///   - source7: The seventh source.
  ///   - source8: The eighth source.
  ///   - resultSelector: Combines one element of every source.
  /// - Returns: The infallible sequence of combined elements.
  @inlinable
  public static func combineLatest<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
    _ source7: Infallible<E7>, _ source8: Infallible<E8>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable(), source6.asObservable(),
        source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
  }
}

extension InfallibleType where Element == Any {
  /// Pairs the latest elements of two sources into tuples whenever either sends one.
  ///
  /// Behaves as `combineLatest(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// ```swift
  /// _ = Infallible.combineLatest(Infallible.just(1), Infallible.just("a"))
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: (1, "a")
  /// ```
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  /// - Returns: The infallible sequence of tuples.
  @inlinable
  public static func combineLatest<E1, E2>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>
  ) -> Infallible<(E1, E2)> {
    Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable()))
  }

  /// Pairs the latest elements of three sources into tuples whenever one sends.
  ///
  /// Behaves as `combineLatest(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  /// - Returns: The infallible sequence of tuples.
  @inlinable
  public static func combineLatest<E1, E2, E3>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>
  ) -> Infallible<(E1, E2, E3)> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable()))
  }

  /// Pairs the latest elements of four sources into tuples whenever one sends.
  ///
  /// Behaves as `combineLatest(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  /// - Returns: The infallible sequence of tuples.
  @inlinable
  public static func combineLatest<E1, E2, E3, E4>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    _ source4: Infallible<E4>
  ) -> Infallible<(E1, E2, E3, E4)> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable()))
  }

  /// Pairs the latest elements of five sources into tuples whenever one sends.
  ///
  /// Behaves as `combineLatest(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - source5: The fifth source.
  /// - Returns: The infallible sequence of tuples.
  @inlinable
  public static func combineLatest<E1, E2, E3, E4, E5>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    _ source4: Infallible<E4>, _ source5: Infallible<E5>
  ) -> Infallible<(E1, E2, E3, E4, E5)> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable()))
  }

  /// Pairs the latest elements of six sources into tuples whenever one sends.
  ///
  /// Behaves as `combineLatest(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - source5: The fifth source.
  ///   - source6: The sixth source.
  /// - Returns: The infallible sequence of tuples.
  @inlinable
  public static func combineLatest<E1, E2, E3, E4, E5, E6>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>
  ) -> Infallible<(E1, E2, E3, E4, E5, E6)> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable(), source6.asObservable()))
  }

  /// Pairs the latest elements of seven sources into tuples whenever one sends.
  ///
  /// Behaves as `combineLatest(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - source5: The fifth source.
  ///   - source6: The sixth source.
  ///   - source7: The seventh source.
  /// - Returns: The infallible sequence of tuples.
  @inlinable
  public static func combineLatest<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
    _ source7: Infallible<E7>
  ) -> Infallible<(E1, E2, E3, E4, E5, E6, E7)> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable(), source6.asObservable(),
        source7.asObservable()))
  }

  /// Pairs the latest elements of eight sources into tuples whenever one sends.
  ///
  /// Behaves as `combineLatest(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - source5: The fifth source.
  ///   - source6: The sixth source.
  ///   - source7: The seventh source.
  ///   - source8: The eighth source.
  /// - Returns: The infallible sequence of tuples.
  @inlinable
  public static func combineLatest<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
    _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
    _ source7: Infallible<E7>, _ source8: Infallible<E8>
  ) -> Infallible<(E1, E2, E3, E4, E5, E6, E7, E8)> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable(), source6.asObservable(),
        source7.asObservable(), source8.asObservable()))
  }
}

extension InfallibleType {
  /// Combines the latest elements of a collection of sources with `resultSelector` whenever one
  /// sends.
  ///
  /// Behaves as `combineLatest(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - collection: The sources.
  ///   - resultSelector: Combines one element of every source, in the collection's order.
  /// - Returns: The infallible sequence of combined elements.
  @inlinable
  public static func combineLatest<Sources: Collection, SourceElement>(
    _ collection: Sources, resultSelector: @escaping ([SourceElement]) throws -> Element
  ) -> Infallible<Element> where Sources.Element == Infallible<SourceElement> {
    Infallible(
      Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector)
    )
  }

  /// Collects the latest elements of a collection of sources into arrays whenever one sends.
  ///
  /// Behaves as `combineLatest(_:_:resultSelector:)` with a selector that makes an array.
  ///
  /// - Parameter collection: The sources.
  /// - Returns: The infallible sequence of arrays, in the collection's order.
  @inlinable
  public static func combineLatest<Sources: Collection>(_ collection: Sources) -> Infallible<
    [Element]
  >
  where Sources.Element == Infallible<Element> {
    Infallible(Observable.combineLatest(collection.map { $0.asObservable() }))
  }
}
