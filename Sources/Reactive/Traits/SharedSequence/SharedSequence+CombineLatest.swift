extension SharedSequence {
  /// Combines the latest elements of two sources with `resultSelector` whenever either sends one.
  ///
  /// Nothing is sent until every source has sent an element. Behaves as `Observable`'s
  /// `combineLatest`, completion included; the result is shared like its sources. As in RxCocoa,
  /// `resultSelector` may throw: the error ends the sequence, and `drive`/`emit` subscribers,
  /// which have no `onError`, see it reported as unhandled. Throwing is a programming error here,
  /// allowed so that selectors shared with `Observable` compile.
  ///
  /// ```swift
  /// let summary = Driver.combineLatest(title, rank) { "\($1). \($0)" }
  /// ```
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - resultSelector: Combines one element of every source.
  /// - Returns: The shared sequence of combined elements.
  @inlinable
  public static func combineLatest<E1, E2>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    resultSelector: @escaping (E1, E2) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
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
  /// - Returns: The shared sequence of combined elements.
  @inlinable
  public static func combineLatest<E1, E2, E3>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>,
    resultSelector: @escaping (E1, E2, E3) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
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
  /// - Returns: The shared sequence of combined elements.
  @inlinable
  public static func combineLatest<E1, E2, E3, E4>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>, _ source4: SharedSequence<SharingStrategy, E4>,
    resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
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
  /// - Returns: The shared sequence of combined elements.
  @inlinable
  public static func combineLatest<E1, E2, E3, E4, E5>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>, _ source4: SharedSequence<SharingStrategy, E4>,
    _ source5: SharedSequence<SharingStrategy, E5>,
    resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
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
  /// - Returns: The shared sequence of combined elements.
  @inlinable
  public static func combineLatest<E1, E2, E3, E4, E5, E6>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>, _ source4: SharedSequence<SharingStrategy, E4>,
    _ source5: SharedSequence<SharingStrategy, E5>, _ source6: SharedSequence<SharingStrategy, E6>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
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
  /// - Returns: The shared sequence of combined elements.
  @inlinable
  public static func combineLatest<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>, _ source4: SharedSequence<SharingStrategy, E4>,
    _ source5: SharedSequence<SharingStrategy, E5>, _ source6: SharedSequence<SharingStrategy, E6>,
    _ source7: SharedSequence<SharingStrategy, E7>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
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
  /// - Returns: The shared sequence of combined elements.
  @inlinable
  public static func combineLatest<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>, _ source4: SharedSequence<SharingStrategy, E4>,
    _ source5: SharedSequence<SharingStrategy, E5>, _ source6: SharedSequence<SharingStrategy, E6>,
    _ source7: SharedSequence<SharingStrategy, E7>, _ source8: SharedSequence<SharingStrategy, E8>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable(), source6.asObservable(),
        source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
  }
}

extension SharedSequence where Element == Any {
  /// Pairs the latest elements of two sources into tuples whenever either sends one.
  ///
  /// Behaves as `combineLatest(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// ```swift
  /// _ = Driver.combineLatest(Driver.just(1), Driver.just("a"))
  ///   .drive(onNext: { print($0) })
  /// // Prints: (1, "a")
  /// ```
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  /// - Returns: The shared sequence of tuples.
  @inlinable
  public static func combineLatest<E1, E2>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>
  ) -> SharedSequence<SharingStrategy, (E1, E2)> {
    SharedSequence<SharingStrategy, (E1, E2)>(
      Observable.combineLatest(source1.asObservable(), source2.asObservable()))
  }

  /// Pairs the latest elements of three sources into tuples whenever one sends.
  ///
  /// Behaves as `combineLatest(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  /// - Returns: The shared sequence of tuples.
  @inlinable
  public static func combineLatest<E1, E2, E3>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>
  ) -> SharedSequence<SharingStrategy, (E1, E2, E3)> {
    SharedSequence<SharingStrategy, (E1, E2, E3)>(
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
  /// - Returns: The shared sequence of tuples.
  @inlinable
  public static func combineLatest<E1, E2, E3, E4>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>, _ source4: SharedSequence<SharingStrategy, E4>
  ) -> SharedSequence<SharingStrategy, (E1, E2, E3, E4)> {
    SharedSequence<SharingStrategy, (E1, E2, E3, E4)>(
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
  /// - Returns: The shared sequence of tuples.
  @inlinable
  public static func combineLatest<E1, E2, E3, E4, E5>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>, _ source4: SharedSequence<SharingStrategy, E4>,
    _ source5: SharedSequence<SharingStrategy, E5>
  ) -> SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5)> {
    SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5)>(
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
  /// - Returns: The shared sequence of tuples.
  @inlinable
  public static func combineLatest<E1, E2, E3, E4, E5, E6>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>, _ source4: SharedSequence<SharingStrategy, E4>,
    _ source5: SharedSequence<SharingStrategy, E5>, _ source6: SharedSequence<SharingStrategy, E6>
  ) -> SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5, E6)> {
    SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5, E6)>(
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
  /// - Returns: The shared sequence of tuples.
  @inlinable
  public static func combineLatest<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>, _ source4: SharedSequence<SharingStrategy, E4>,
    _ source5: SharedSequence<SharingStrategy, E5>, _ source6: SharedSequence<SharingStrategy, E6>,
    _ source7: SharedSequence<SharingStrategy, E7>
  ) -> SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5, E6, E7)> {
    SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5, E6, E7)>(
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
  /// - Returns: The shared sequence of tuples.
  @inlinable
  public static func combineLatest<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>, _ source4: SharedSequence<SharingStrategy, E4>,
    _ source5: SharedSequence<SharingStrategy, E5>, _ source6: SharedSequence<SharingStrategy, E6>,
    _ source7: SharedSequence<SharingStrategy, E7>, _ source8: SharedSequence<SharingStrategy, E8>
  ) -> SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5, E6, E7, E8)> {
    SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5, E6, E7, E8)>(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable(), source6.asObservable(),
        source7.asObservable(), source8.asObservable()))
  }
}

extension SharedSequence {
  /// Combines the latest elements of a collection of sources with `resultSelector` whenever one
  /// sends.
  ///
  /// Behaves as `combineLatest(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - collection: The sources.
  ///   - resultSelector: Combines one element of every source, in the collection's order.
  /// - Returns: The shared sequence of combined elements.
  @inlinable
  public static func combineLatest<Sources: Collection, SourceElement>(
    _ collection: Sources, resultSelector: @escaping ([SourceElement]) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where Sources.Element == SharedSequence<SharingStrategy, SourceElement> {
    SharedSequence<SharingStrategy, Element>(
      Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector)
    )
  }

  /// Collects the latest elements of a collection of sources into arrays whenever one sends.
  ///
  /// Behaves as `combineLatest(_:_:resultSelector:)` with a selector that makes an array.
  ///
  /// - Parameter collection: The sources.
  /// - Returns: The shared sequence of arrays, in the collection's order.
  @inlinable
  public static func combineLatest<Sources: Collection>(_ collection: Sources) -> SharedSequence<
    SharingStrategy, [Element]
  >
  where Sources.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, [Element]>(
      Observable.combineLatest(collection.map { $0.asObservable() }))
  }
}
