extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Combines the elements of two singles with `resultSelector` once both have succeeded.
  ///
  /// The singles are subscribed to in order. The first error, from a single or from
  /// `resultSelector`, is sent at once and disposes the other single.
  ///
  /// ```swift
  /// _ = Single.zip(Single.just(1), Single.just("a")) { "\($0)\($1)" }
  ///   .subscribe(onSuccess: { print($0) })
  /// // Prints: 1a
  /// ```
  ///
  /// - Parameters:
  ///   - source1: The first single.
  ///   - source2: The second single.
  ///   - resultSelector: Combines the element of every single.
  /// - Returns: A single of the combined element.
  @inlinable
  public static func zip<E1, E2>(
    _ source1: Single<E1>, _ source2: Single<E2>,
    resultSelector: @escaping (E1, E2) throws -> Element
  ) -> Single<Element> {
    Single(raw: Observable.zip(source1.source, source2.source, resultSelector: resultSelector))
  }

  /// Combines the elements of three singles with `resultSelector` once all have sent one.
  ///
  /// Behaves as the two-source form, `zip(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - source1: The first single.
  ///   - source2: The second single.
  ///   - source3: The third single.
  ///   - resultSelector: Combines the element of every single.
  /// - Returns: A single of the combined element.
  @inlinable
  public static func zip<E1, E2, E3>(
    _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>,
    resultSelector: @escaping (E1, E2, E3) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, resultSelector: resultSelector))
  }

  /// Combines the elements of four singles with `resultSelector` once all have sent one.
  ///
  /// Behaves as the two-source form, `zip(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - source1: The first single.
  ///   - source2: The second single.
  ///   - source3: The third single.
  ///   - source4: The fourth single.
  ///   - resultSelector: Combines the element of every single.
  /// - Returns: A single of the combined element.
  @inlinable
  public static func zip<E1, E2, E3, E4>(
    _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
    resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source,
        resultSelector: resultSelector))
  }

  /// Combines the elements of five singles with `resultSelector` once all have sent one.
  ///
  /// Behaves as the two-source form, `zip(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - source1: The first single.
  ///   - source2: The second single.
  ///   - source3: The third single.
  ///   - source4: The fourth single.
  ///   - source5: The fifth single.
  ///   - resultSelector: Combines the element of every single.
  /// - Returns: A single of the combined element.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
    _ source5: Single<E5>,
    resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        resultSelector: resultSelector))
  }

  /// Combines the elements of six singles with `resultSelector` once all have sent one.
  ///
  /// Behaves as the two-source form, `zip(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - source1: The first single.
  ///   - source2: The second single.
  ///   - source3: The third single.
  ///   - source4: The fourth single.
  ///   - source5: The fifth single.
  ///   - source6: The sixth single.
  ///   - resultSelector: Combines the element of every single.
  /// - Returns: A single of the combined element.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
    _ source5: Single<E5>, _ source6: Single<E6>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        source6.source, resultSelector: resultSelector))
  }

  /// Combines the elements of seven singles with `resultSelector` once all have sent one.
  ///
  /// Behaves as the two-source form, `zip(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - source1: The first single.
  ///   - source2: The second single.
  ///   - source3: The third single.
  ///   - source4: The fourth single.
  ///   - source5: The fifth single.
  ///   - source6: The sixth single.
  ///   - source7: The seventh single.
  ///   - resultSelector: Combines the element of every single.
  /// - Returns: A single of the combined element.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
    _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        source6.source, source7.source, resultSelector: resultSelector))
  }

  /// Combines the elements of eight singles with `resultSelector` once all have sent one.
  ///
  /// Behaves as the two-source form, `zip(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - source1: The first single.
  ///   - source2: The second single.
  ///   - source3: The third single.
  ///   - source4: The fourth single.
  ///   - source5: The fifth single.
  ///   - source6: The sixth single.
  ///   - source7: The seventh single.
  ///   - source8: The eighth single.
  ///   - resultSelector: Combines the element of every single.
  /// - Returns: A single of the combined element.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
    _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>, _ source8: Single<E8>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
  ) -> Single<Element> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        source6.source, source7.source, source8.source, resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
  /// Pairs the elements of two singles into a tuple once both have succeeded.
  ///
  /// ```swift
  /// _ = Single.zip(Single.just(1), Single.just("a")).subscribe(onSuccess: { print($0) })
  /// // Prints: (1, "a")
  /// ```
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first single.
  ///   - source2: The second single.
  /// - Returns: A single of the tuple of elements.
  @inlinable
  public static func zip<E1, E2>(
    _ source1: Single<E1>, _ source2: Single<E2>
  ) -> Single<(E1, E2)> {
    Single(raw: Observable.zip(source1.source, source2.source))
  }

  /// Pairs the elements of three singles into a tuple once all have sent one.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first single.
  ///   - source2: The second single.
  ///   - source3: The third single.
  /// - Returns: A single of the tuple of elements.
  @inlinable
  public static func zip<E1, E2, E3>(
    _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>
  ) -> Single<(E1, E2, E3)> {
    Single(raw: Observable.zip(source1.source, source2.source, source3.source))
  }

  /// Pairs the elements of four singles into a tuple once all have sent one.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first single.
  ///   - source2: The second single.
  ///   - source3: The third single.
  ///   - source4: The fourth single.
  /// - Returns: A single of the tuple of elements.
  @inlinable
  public static func zip<E1, E2, E3, E4>(
    _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>
  ) -> Single<(E1, E2, E3, E4)> {
    Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source))
  }

  /// Pairs the elements of five singles into a tuple once all have sent one.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first single.
  ///   - source2: The second single.
  ///   - source3: The third single.
  ///   - source4: The fourth single.
  ///   - source5: The fifth single.
  /// - Returns: A single of the tuple of elements.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
    _ source5: Single<E5>
  ) -> Single<(E1, E2, E3, E4, E5)> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source))
  }

  /// Pairs the elements of six singles into a tuple once all have sent one.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first single.
  ///   - source2: The second single.
  ///   - source3: The third single.
  ///   - source4: The fourth single.
  ///   - source5: The fifth single.
  ///   - source6: The sixth single.
  /// - Returns: A single of the tuple of elements.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
    _ source5: Single<E5>, _ source6: Single<E6>
  ) -> Single<(E1, E2, E3, E4, E5, E6)> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        source6.source))
  }

  /// Pairs the elements of seven singles into a tuple once all have sent one.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first single.
  ///   - source2: The second single.
  ///   - source3: The third single.
  ///   - source4: The fourth single.
  ///   - source5: The fifth single.
  ///   - source6: The sixth single.
  ///   - source7: The seventh single.
  /// - Returns: A single of the tuple of elements.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
    _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>
  ) -> Single<(E1, E2, E3, E4, E5, E6, E7)> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        source6.source, source7.source))
  }

  /// Pairs the elements of eight singles into a tuple once all have sent one.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first single.
  ///   - source2: The second single.
  ///   - source3: The third single.
  ///   - source4: The fourth single.
  ///   - source5: The fifth single.
  ///   - source6: The sixth single.
  ///   - source7: The seventh single.
  ///   - source8: The eighth single.
  /// - Returns: A single of the tuple of elements.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
    _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>, _ source8: Single<E8>
  ) -> Single<(E1, E2, E3, E4, E5, E6, E7, E8)> {
    Single(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        source6.source, source7.source, source8.source))
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Combines the elements of a collection of singles with `resultSelector` once all have sent
  /// one.
  ///
  /// The singles are subscribed to in the collection's order. An empty collection makes a
  /// single of `resultSelector([])`, as in RxSwift; an error thrown by `resultSelector` is sent
  /// as the error.
  ///
  /// - Parameters:
  ///   - collection: The singles.
  ///   - resultSelector: Combines the elements, in the collection's order.
  /// - Returns: A single of the combined element.
  @inlinable
  public static func zip<Sources: Collection, Result>(
    _ collection: Sources, resultSelector: @escaping ([Element]) throws -> Result
  ) -> Single<Result> where Sources.Element == Single<Element> {
    if collection.isEmpty {
      return Single(raw: Observable.deferred { Observable.just(try resultSelector([])) })
    }
    return Single(
      raw: Observable.zip(collection.map(\.source), resultSelector: resultSelector))
  }

  /// Collects the elements of a collection of singles into an array once all have sent one.
  ///
  /// The singles are subscribed to in the collection's order. An empty collection makes a
  /// single of `[]`, as in RxSwift.
  ///
  /// ```swift
  /// _ = Single.zip([Single.just(1), Single.just(2)]).subscribe(onSuccess: { print($0) })
  /// // Prints: [1, 2]
  /// ```
  ///
  /// - Parameter collection: The singles.
  /// - Returns: A single of the array of elements, in the collection's order.
  @inlinable
  public static func zip<Sources: Collection>(_ collection: Sources) -> Single<[Element]>
  where Sources.Element == Single<Element> {
    if collection.isEmpty {
      return Single(raw: Observable.just([]))
    }
    return Single(raw: Observable.zip(collection.map(\.source)))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Combines the elements of two maybes with `resultSelector` once both have sent one.
  ///
  /// The maybes are subscribed to in order. If one completes without an element, the result
  /// completes without one, as `Observable.zip` does: once the other has sent its element or
  /// completed too, not before. The first error, from a maybe or from `resultSelector`, is sent at
  /// once and disposes the other maybe.
  ///
  /// - Parameters:
  ///   - source1: The first maybe.
  ///   - source2: The second maybe.
  ///   - resultSelector: Combines the element of every maybe.
  /// - Returns: A maybe of the combined element.
  @inlinable
  public static func zip<E1, E2>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>,
    resultSelector: @escaping (E1, E2) throws -> Element
  ) -> Maybe<Element> {
    Maybe(raw: Observable.zip(source1.source, source2.source, resultSelector: resultSelector))
  }

  /// Combines the elements of three maybes with `resultSelector` once all have sent one.
  ///
  /// Behaves as the two-source form, `zip(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - source1: The first maybe.
  ///   - source2: The second maybe.
  ///   - source3: The third maybe.
  ///   - resultSelector: Combines the element of every maybe.
  /// - Returns: A maybe of the combined element.
  @inlinable
  public static func zip<E1, E2, E3>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>,
    resultSelector: @escaping (E1, E2, E3) throws -> Element
  ) -> Maybe<Element> {
    Maybe(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, resultSelector: resultSelector))
  }

  /// Combines the elements of four maybes with `resultSelector` once all have sent one.
  ///
  /// Behaves as the two-source form, `zip(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - source1: The first maybe.
  ///   - source2: The second maybe.
  ///   - source3: The third maybe.
  ///   - source4: The fourth maybe.
  ///   - resultSelector: Combines the element of every maybe.
  /// - Returns: A maybe of the combined element.
  @inlinable
  public static func zip<E1, E2, E3, E4>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
    resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
  ) -> Maybe<Element> {
    Maybe(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source,
        resultSelector: resultSelector))
  }

  /// Combines the elements of five maybes with `resultSelector` once all have sent one.
  ///
  /// Behaves as the two-source form, `zip(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - source1: The first maybe.
  ///   - source2: The second maybe.
  ///   - source3: The third maybe.
  ///   - source4: The fourth maybe.
  ///   - source5: The fifth maybe.
  ///   - resultSelector: Combines the element of every maybe.
  /// - Returns: A maybe of the combined element.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
    _ source5: Maybe<E5>,
    resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
  ) -> Maybe<Element> {
    Maybe(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        resultSelector: resultSelector))
  }

  /// Combines the elements of six maybes with `resultSelector` once all have sent one.
  ///
  /// Behaves as the two-source form, `zip(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - source1: The first maybe.
  ///   - source2: The second maybe.
  ///   - source3: The third maybe.
  ///   - source4: The fourth maybe.
  ///   - source5: The fifth maybe.
  ///   - source6: The sixth maybe.
  ///   - resultSelector: Combines the element of every maybe.
  /// - Returns: A maybe of the combined element.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
    _ source5: Maybe<E5>, _ source6: Maybe<E6>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
  ) -> Maybe<Element> {
    Maybe(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        source6.source, resultSelector: resultSelector))
  }

  /// Combines the elements of seven maybes with `resultSelector` once all have sent one.
  ///
  /// Behaves as the two-source form, `zip(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - source1: The first maybe.
  ///   - source2: The second maybe.
  ///   - source3: The third maybe.
  ///   - source4: The fourth maybe.
  ///   - source5: The fifth maybe.
  ///   - source6: The sixth maybe.
  ///   - source7: The seventh maybe.
  ///   - resultSelector: Combines the element of every maybe.
  /// - Returns: A maybe of the combined element.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
    _ source5: Maybe<E5>, _ source6: Maybe<E6>, _ source7: Maybe<E7>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
  ) -> Maybe<Element> {
    Maybe(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        source6.source, source7.source, resultSelector: resultSelector))
  }

  /// Combines the elements of eight maybes with `resultSelector` once all have sent one.
  ///
  /// Behaves as the two-source form, `zip(_:_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - source1: The first maybe.
  ///   - source2: The second maybe.
  ///   - source3: The third maybe.
  ///   - source4: The fourth maybe.
  ///   - source5: The fifth maybe.
  ///   - source6: The sixth maybe.
  ///   - source7: The seventh maybe.
  ///   - source8: The eighth maybe.
  ///   - resultSelector: Combines the element of every maybe.
  /// - Returns: A maybe of the combined element.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
    _ source5: Maybe<E5>, _ source6: Maybe<E6>, _ source7: Maybe<E7>, _ source8: Maybe<E8>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
  ) -> Maybe<Element> {
    Maybe(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        source6.source, source7.source, source8.source, resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element == Any {
  /// Pairs the elements of two maybes into a tuple once all have sent one.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first maybe.
  ///   - source2: The second maybe.
  /// - Returns: A maybe of the tuple of elements.
  @inlinable
  public static func zip<E1, E2>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>
  ) -> Maybe<(E1, E2)> {
    Maybe(raw: Observable.zip(source1.source, source2.source))
  }

  /// Pairs the elements of three maybes into a tuple once all have sent one.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first maybe.
  ///   - source2: The second maybe.
  ///   - source3: The third maybe.
  /// - Returns: A maybe of the tuple of elements.
  @inlinable
  public static func zip<E1, E2, E3>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>
  ) -> Maybe<(E1, E2, E3)> {
    Maybe(raw: Observable.zip(source1.source, source2.source, source3.source))
  }

  /// Pairs the elements of four maybes into a tuple once all have sent one.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first maybe.
  ///   - source2: The second maybe.
  ///   - source3: The third maybe.
  ///   - source4: The fourth maybe.
  /// - Returns: A maybe of the tuple of elements.
  @inlinable
  public static func zip<E1, E2, E3, E4>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>
  ) -> Maybe<(E1, E2, E3, E4)> {
    Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source))
  }

  /// Pairs the elements of five maybes into a tuple once all have sent one.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first maybe.
  ///   - source2: The second maybe.
  ///   - source3: The third maybe.
  ///   - source4: The fourth maybe.
  ///   - source5: The fifth maybe.
  /// - Returns: A maybe of the tuple of elements.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
    _ source5: Maybe<E5>
  ) -> Maybe<(E1, E2, E3, E4, E5)> {
    Maybe(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source))
  }

  /// Pairs the elements of six maybes into a tuple once all have sent one.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first maybe.
  ///   - source2: The second maybe.
  ///   - source3: The third maybe.
  ///   - source4: The fourth maybe.
  ///   - source5: The fifth maybe.
  ///   - source6: The sixth maybe.
  /// - Returns: A maybe of the tuple of elements.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
    _ source5: Maybe<E5>, _ source6: Maybe<E6>
  ) -> Maybe<(E1, E2, E3, E4, E5, E6)> {
    Maybe(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        source6.source))
  }

  /// Pairs the elements of seven maybes into a tuple once all have sent one.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first maybe.
  ///   - source2: The second maybe.
  ///   - source3: The third maybe.
  ///   - source4: The fourth maybe.
  ///   - source5: The fifth maybe.
  ///   - source6: The sixth maybe.
  ///   - source7: The seventh maybe.
  /// - Returns: A maybe of the tuple of elements.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
    _ source5: Maybe<E5>, _ source6: Maybe<E6>, _ source7: Maybe<E7>
  ) -> Maybe<(E1, E2, E3, E4, E5, E6, E7)> {
    Maybe(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        source6.source, source7.source))
  }

  /// Pairs the elements of eight maybes into a tuple once all have sent one.
  ///
  /// Behaves as `zip(_:_:resultSelector:)` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first maybe.
  ///   - source2: The second maybe.
  ///   - source3: The third maybe.
  ///   - source4: The fourth maybe.
  ///   - source5: The fifth maybe.
  ///   - source6: The sixth maybe.
  ///   - source7: The seventh maybe.
  ///   - source8: The eighth maybe.
  /// - Returns: A maybe of the tuple of elements.
  @inlinable
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
    _ source5: Maybe<E5>, _ source6: Maybe<E6>, _ source7: Maybe<E7>, _ source8: Maybe<E8>
  ) -> Maybe<(E1, E2, E3, E4, E5, E6, E7, E8)> {
    Maybe(
      raw: Observable.zip(
        source1.source, source2.source, source3.source, source4.source, source5.source,
        source6.source, source7.source, source8.source))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Combines the elements of a collection of maybes with `resultSelector` once all have sent
  /// one.
  ///
  /// The maybes are subscribed to in the collection's order. An empty collection makes a
  /// maybe of `resultSelector([])`, as in RxSwift; an error thrown by `resultSelector` is sent
  /// as the error.
  ///
  /// - Parameters:
  ///   - collection: The maybes.
  ///   - resultSelector: Combines the elements, in the collection's order.
  /// - Returns: A maybe of the combined element.
  @inlinable
  public static func zip<Sources: Collection, Result>(
    _ collection: Sources, resultSelector: @escaping ([Element]) throws -> Result
  ) -> Maybe<Result> where Sources.Element == Maybe<Element> {
    if collection.isEmpty {
      return Maybe(raw: Observable.deferred { Observable.just(try resultSelector([])) })
    }
    return Maybe(
      raw: Observable.zip(collection.map(\.source), resultSelector: resultSelector))
  }

  /// Collects the elements of a collection of maybes into an array once all have sent one.
  ///
  /// The maybes are subscribed to in the collection's order. An empty collection makes a
  /// maybe of `[]`, as in RxSwift.
  ///
  /// - Parameter collection: The maybes.
  /// - Returns: A maybe of the array of elements, in the collection's order.
  @inlinable
  public static func zip<Sources: Collection>(_ collection: Sources) -> Maybe<[Element]>
  where Sources.Element == Maybe<Element> {
    if collection.isEmpty {
      return Maybe(raw: Observable.just([]))
    }
    return Maybe(raw: Observable.zip(collection.map(\.source)))
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// Runs a collection of completables at the same time and completes when all have completed.
  ///
  /// The completables are subscribed to in the collection's order. The first error is sent at
  /// once and disposes the others. An empty collection completes at once.
  ///
  /// ```swift
  /// _ = Completable.zip([saveChart(), saveSettings()])
  ///   .subscribe(onCompleted: { print("all saved") })
  /// ```
  ///
  /// - Parameter sources: The completables.
  /// - Returns: A completable that completes when every source has.
  @inlinable
  public static func zip<Sources: Collection>(_ sources: Sources) -> Completable
  where Sources.Element == Completable {
    Completable(raw: Observable.merge(sources.map(\.source)))
  }

  /// Runs an array of completables at the same time and completes when all have completed.
  ///
  /// Behaves as the `Collection` form of `zip(_:)`.
  ///
  /// - Parameter sources: The completables.
  /// - Returns: A completable that completes when every source has.
  @inlinable
  public static func zip(_ sources: [Completable]) -> Completable {
    Completable(raw: Observable.merge(sources.map(\.source)))
  }

  /// Runs the given completables at the same time and completes when all have completed.
  ///
  /// Behaves as the `Collection` form of `zip(_:)`.
  ///
  /// - Parameter sources: The completables.
  /// - Returns: A completable that completes when every source has.
  @inlinable
  public static func zip(_ sources: Completable...) -> Completable {
    zip(sources)
  }
}
