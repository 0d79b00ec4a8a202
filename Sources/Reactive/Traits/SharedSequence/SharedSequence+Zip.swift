extension SharedSequence {
  /// Combines the elements of two sources with `resultSelector`, pairing each source's first
  /// element, then each one's second, and so on.
  ///
  /// Behaves as `Observable`'s `zip`, completion included; the result is shared like its sources.
  /// As in RxCocoa, `resultSelector` may throw: the error ends the sequence, and `drive`/`emit`
  /// subscribers, which have no `onError`, see it reported as unhandled. Throwing is a programming
  /// error here, allowed so that selectors shared with `Observable` compile.
  ///
  /// ```swift
  /// _ = Driver.zip(Driver.of(1, 2), Driver.of("a", "b")) { "\($0)\($1)" }
  ///   .drive(onNext: { print($0) })
  /// // Prints: 1a
  /// //         2b
  /// ```
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - resultSelector: Combines one element of every source.
  /// - Returns: The shared sequence of combined elements.
  @inlinable
  public static func zip<E1, E2>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    resultSelector: @escaping (E1, E2) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
      Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector)
    )
  }

  /// Combines the elements of three sources with `resultSelector`, one from each in turn.
  ///
  /// Behaves as the two-source form, `zip(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - resultSelector: Combines one element of every source.
  /// - Returns: The shared sequence of combined elements.
  @inlinable
  public static func zip<E1, E2, E3>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>,
    resultSelector: @escaping (E1, E2, E3) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        resultSelector: resultSelector))
  }

  /// Combines the elements of four sources with `resultSelector`, one from each in turn.
  ///
  /// Behaves as the two-source form, `zip(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - resultSelector: Combines one element of every source.
  /// - Returns: The shared sequence of combined elements.
  @inlinable
  public static func zip<E1, E2, E3, E4>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>, _ source4: SharedSequence<SharingStrategy, E4>,
    resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the elements of five sources with `resultSelector`, one from each in turn.
  ///
  /// Behaves as the two-source form, `zip(_:_:resultSelector:)`.
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
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>, _ source4: SharedSequence<SharingStrategy, E4>,
    _ source5: SharedSequence<SharingStrategy, E5>,
    resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the elements of six sources with `resultSelector`, one from each in turn.
  ///
  /// Behaves as the two-source form, `zip(_:_:resultSelector:)`.
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
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>, _ source4: SharedSequence<SharingStrategy, E4>,
    _ source5: SharedSequence<SharingStrategy, E5>, _ source6: SharedSequence<SharingStrategy, E6>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable(), source6.asObservable(),
        resultSelector: resultSelector))
  }

  /// Combines the elements of seven sources with `resultSelector`, one from each in turn.
  ///
  /// Behaves as the two-source form, `zip(_:_:resultSelector:)`.
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
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>, _ source4: SharedSequence<SharingStrategy, E4>,
    _ source5: SharedSequence<SharingStrategy, E5>, _ source6: SharedSequence<SharingStrategy, E6>,
    _ source7: SharedSequence<SharingStrategy, E7>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable(), source6.asObservable(),
        source7.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the elements of eight sources with `resultSelector`, one from each in turn.
  ///
  /// Behaves as the two-source form, `zip(_:_:resultSelector:)`.
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
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>, _ source4: SharedSequence<SharingStrategy, E4>,
    _ source5: SharedSequence<SharingStrategy, E5>, _ source6: SharedSequence<SharingStrategy, E6>,
    _ source7: SharedSequence<SharingStrategy, E7>, _ source8: SharedSequence<SharingStrategy, E8>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable(), source6.asObservable(),
        source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
  }
}

extension SharedSequence where Element == Any {
  /// Pairs the elements of two sources into tuples, pairing each source's first element, then
  /// each one's second, and so on.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// ```swift
  /// _ = Driver.zip(Driver.of(1, 2), Driver.of("a", "b"))
  ///   .drive(onNext: { print($0) })
  /// // Prints: (1, "a")
  /// //         (2, "b")
  /// ```
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  /// - Returns: The shared sequence of tuples.
  @inlinable
  public static func zip<E1, E2>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>
  ) -> SharedSequence<SharingStrategy, (E1, E2)> {
    SharedSequence<SharingStrategy, (E1, E2)>(
      Observable.zip(source1.asObservable(), source2.asObservable()))
  }

  /// Pairs the elements of three sources into tuples, one from each in turn.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  /// - Returns: The shared sequence of tuples.
  @inlinable
  public static func zip<E1, E2, E3>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>
  ) -> SharedSequence<SharingStrategy, (E1, E2, E3)> {
    SharedSequence<SharingStrategy, (E1, E2, E3)>(
      Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
  }

  /// Pairs the elements of four sources into tuples, one from each in turn.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  /// - Returns: The shared sequence of tuples.
  @inlinable
  public static func zip<E1, E2, E3, E4>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>, _ source4: SharedSequence<SharingStrategy, E4>
  ) -> SharedSequence<SharingStrategy, (E1, E2, E3, E4)> {
    SharedSequence<SharingStrategy, (E1, E2, E3, E4)>(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable()))
  }

  /// Pairs the elements of five sources into tuples, one from each in turn.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - source5: The fifth source.
  /// - Returns: The shared sequence of tuples.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>, _ source4: SharedSequence<SharingStrategy, E4>,
    _ source5: SharedSequence<SharingStrategy, E5>
  ) -> SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5)> {
    SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5)>(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable()))
  }

  /// Pairs the elements of six sources into tuples, one from each in turn.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
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
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>, _ source4: SharedSequence<SharingStrategy, E4>,
    _ source5: SharedSequence<SharingStrategy, E5>, _ source6: SharedSequence<SharingStrategy, E6>
  ) -> SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5, E6)> {
    SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5, E6)>(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable(), source6.asObservable()))
  }

  /// Pairs the elements of seven sources into tuples, one from each in turn.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
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
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>, _ source4: SharedSequence<SharingStrategy, E4>,
    _ source5: SharedSequence<SharingStrategy, E5>, _ source6: SharedSequence<SharingStrategy, E6>,
    _ source7: SharedSequence<SharingStrategy, E7>
  ) -> SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5, E6, E7)> {
    SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5, E6, E7)>(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable(), source6.asObservable(),
        source7.asObservable()))
  }

  /// Pairs the elements of eight sources into tuples, one from each in turn.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
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
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: SharedSequence<SharingStrategy, E1>, _ source2: SharedSequence<SharingStrategy, E2>,
    _ source3: SharedSequence<SharingStrategy, E3>, _ source4: SharedSequence<SharingStrategy, E4>,
    _ source5: SharedSequence<SharingStrategy, E5>, _ source6: SharedSequence<SharingStrategy, E6>,
    _ source7: SharedSequence<SharingStrategy, E7>, _ source8: SharedSequence<SharingStrategy, E8>
  ) -> SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5, E6, E7, E8)> {
    SharedSequence<SharingStrategy, (E1, E2, E3, E4, E5, E6, E7, E8)>(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(),
        source4.asObservable(), source5.asObservable(), source6.asObservable(),
        source7.asObservable(), source8.asObservable()))
  }
}

extension SharedSequence {
  /// Combines the elements of a collection of sources with `resultSelector`, one from each in
  /// turn.
  ///
  /// Behaves as `zip(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - collection: The sources.
  ///   - resultSelector: Combines one element of every source, in the collection's order.
  /// - Returns: The shared sequence of combined elements.
  @inlinable
  public static func zip<Sources: Collection, SourceElement>(
    _ collection: Sources, resultSelector: @escaping ([SourceElement]) throws -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where Sources.Element == SharedSequence<SharingStrategy, SourceElement> {
    SharedSequence<SharingStrategy, Element>(
      Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
  }

  /// Collects the elements of a collection of sources into arrays, one from each in turn.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes an array.
  ///
  /// - Parameter collection: The sources.
  /// - Returns: The shared sequence of arrays, in the collection's order.
  @inlinable
  public static func zip<Sources: Collection>(_ collection: Sources) -> SharedSequence<
    SharingStrategy, [Element]
  >
  where Sources.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
  }
}
