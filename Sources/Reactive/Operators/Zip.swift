extension ObservableType {
  /// Combines the elements of two sources with `resultSelector`, pairing each source's first
  /// element, then each one's second, and so on.
  ///
  /// Elements wait in a queue per source until every source has one to contribute. The result
  /// completes when every source has completed, even if a completed source has no queued element
  /// left. It also completes, as in RxSwift, when a source sends an element that cannot be
  /// combined yet while every other source has completed, since no combination can follow. The
  /// first error, from a source or `resultSelector`, is sent at once and disposes every source; so
  /// does disposing the subscription. A source that completes is disposed at once.
  ///
  /// The sources are subscribed to in order, each on its own; once the result has ended, sources
  /// not yet subscribed to are skipped. Elements are delivered one at a time, whatever the
  /// threads the sources send on.
  ///
  /// ```swift
  /// _ = Observable.zip(Observable.of(1, 2, 3), Observable.of("a", "b")) { "\($0)\($1)" }
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: 1a
  /// //         2b
  /// ```
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - resultSelector: Combines one element of every source.
  /// - Returns: The sequence of combined elements.
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    combining(.zip, source1, source2, resultSelector: resultSelector)
  }

  /// Combines the elements of three sources with `resultSelector`, pairing each source's first
  /// element, then each one's second, and so on.
  ///
  /// Behaves as the two-source form, ``zip(_:_:resultSelector:)``.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - resultSelector: Combines one element of every source.
  /// - Returns: The sequence of combined elements.
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    combining(.zip, source1, source2, source3, resultSelector: resultSelector)
  }

  /// Combines the elements of four sources with `resultSelector`, pairing each source's first
  /// element, then each one's second, and so on.
  ///
  /// Behaves as the two-source form, ``zip(_:_:resultSelector:)``.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - resultSelector: Combines one element of every source.
  /// - Returns: The sequence of combined elements.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    combining(.zip, source1, source2, source3, source4, resultSelector: resultSelector)
  }

  /// Combines the elements of five sources with `resultSelector`, pairing each source's first
  /// element, then each one's second, and so on.
  ///
  /// Behaves as the two-source form, ``zip(_:_:resultSelector:)``.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - source5: The fifth source.
  ///   - resultSelector: Combines one element of every source.
  /// - Returns: The sequence of combined elements.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
  ) -> Observable<Element> {
    combining(.zip, source1, source2, source3, source4, source5, resultSelector: resultSelector)
  }

  /// Combines the elements of six sources with `resultSelector`, pairing each source's first
  /// element, then each one's second, and so on.
  ///
  /// Behaves as the two-source form, ``zip(_:_:resultSelector:)``.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - source5: The fifth source.
  ///   - source6: The sixth source.
  ///   - resultSelector: Combines one element of every source.
  /// - Returns: The sequence of combined elements.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws ->
      Element
  ) -> Observable<Element> {
    combining(
      .zip, source1, source2, source3, source4, source5, source6, resultSelector: resultSelector)
  }

  /// Combines the elements of seven sources with `resultSelector`, pairing each source's first
  /// element, then each one's second, and so on.
  ///
  /// Behaves as the two-source form, ``zip(_:_:resultSelector:)``.
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
  /// - Returns: The sequence of combined elements.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
      throws -> Element
  ) -> Observable<Element> {
    combining(
      .zip, source1, source2, source3, source4, source5, source6, source7,
      resultSelector: resultSelector)
  }

  /// Combines the elements of eight sources with `resultSelector`, pairing each source's first
  /// element, then each one's second, and so on.
  ///
  /// Behaves as the two-source form, ``zip(_:_:resultSelector:)``.
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
  /// - Returns: The sequence of combined elements.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7, _ source8: O8,
    resultSelector:
      @escaping (
        O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element,
        O8.Element
      ) throws -> Element
  ) -> Observable<Element> {
    combining(
      .zip, source1, source2, source3, source4, source5, source6, source7, source8,
      resultSelector: resultSelector)
  }
}

extension ObservableType where Element == Any {
  /// Pairs the elements of two sources into tuples, pairing each source's first element, then each
  /// one's second, and so on.
  ///
  /// ```swift
  /// _ = Observable.zip(Observable.of(1, 2), Observable.of("a", "b"))
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: (1, "a")
  /// //         (2, "b")
  /// ```
  ///
  /// Behaves as ``ObservableType/zip(_:_:resultSelector:)`` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  /// - Returns: The sequence of tuples.
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> {
    Observable<(O1.Element, O2.Element)>.combining(.zip, source1, source2) { ($0, $1) }
  }

  /// Pairs the elements of three sources into tuples, pairing each source's first element, then
  /// each one's second, and so on.
  ///
  /// Behaves as ``ObservableType/zip(_:_:resultSelector:)`` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  /// - Returns: The sequence of tuples.
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element)>.combining(.zip, source1, source2, source3) {
      ($0, $1, $2)
    }
  }

  /// Pairs the elements of four sources into tuples, pairing each source's first element, then each
  /// one's second, and so on.
  ///
  /// Behaves as ``ObservableType/zip(_:_:resultSelector:)`` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  /// - Returns: The sequence of tuples.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.combining(
      .zip, source1, source2, source3, source4
    ) { ($0, $1, $2, $3) }
  }

  /// Pairs the elements of five sources into tuples, pairing each source's first element, then each
  /// one's second, and so on.
  ///
  /// Behaves as ``ObservableType/zip(_:_:resultSelector:)`` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - source5: The fifth source.
  /// - Returns: The sequence of tuples.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.combining(
      .zip, source1, source2, source3, source4, source5
    ) { ($0, $1, $2, $3, $4) }
  }

  /// Pairs the elements of six sources into tuples, pairing each source's first element, then each
  /// one's second, and so on.
  ///
  /// Behaves as ``ObservableType/zip(_:_:resultSelector:)`` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - source5: The fifth source.
  ///   - source6: The sixth source.
  /// - Returns: The sequence of tuples.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.combining(
      .zip, source1, source2, source3, source4, source5, source6
    ) { ($0, $1, $2, $3, $4, $5) }
  }

  /// Pairs the elements of seven sources into tuples, pairing each source's first element, then
  /// each one's second, and so on.
  ///
  /// Behaves as ``ObservableType/zip(_:_:resultSelector:)`` with a selector that makes a tuple.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - source5: The fifth source.
  ///   - source6: The sixth source.
  ///   - source7: The seventh source.
  /// - Returns: The sequence of tuples.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7
  ) -> Observable<
    (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
  > {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>
      .combining(.zip, source1, source2, source3, source4, source5, source6, source7) {
        ($0, $1, $2, $3, $4, $5, $6)
      }
  }

  /// Pairs the elements of eight sources into tuples, pairing each source's first element, then
  /// each one's second, and so on.
  ///
  /// Behaves as ``ObservableType/zip(_:_:resultSelector:)`` with a selector that makes a tuple.
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
  /// - Returns: The sequence of tuples.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7, _ source8: O8
  ) -> Observable<
    (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
  > {
    Observable<
      (
        O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element,
        O8.Element
      )
    >.combining(.zip, source1, source2, source3, source4, source5, source6, source7, source8) {
      ($0, $1, $2, $3, $4, $5, $6, $7)
    }
  }
}

extension ObservableType {
  /// Combines the elements of a collection of sources with `resultSelector`, pairing each source's
  /// first element, then each one's second, and so on.
  ///
  /// Behaves as ``zip(_:_:resultSelector:)``, for any number of sources of one element type. With
  /// no sources at all, as in RxSwift, it completes at once.
  ///
  /// - Parameters:
  ///   - collection: The sources.
  ///   - resultSelector: Combines one element of every source, in the collection's order.
  /// - Returns: The sequence of combined elements.
  @inlinable
  public static func zip<Sources: Collection>(
    _ collection: Sources,
    resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
  ) -> Observable<Element> where Sources.Element: ObservableType {
    combining(.zip, collection, resultSelector)
  }

  /// Collects the elements of a collection of sources into arrays, pairing each source's first
  /// element, then each one's second, and so on.
  ///
  /// ```swift
  /// _ = Observable.zip([Observable.of(1, 2), Observable.of(3, 4)])
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: [1, 3]
  /// //         [2, 4]
  /// ```
  ///
  /// - Parameter collection: The sources.
  /// - Returns: The sequence of arrays, in the collection's order.
  @inlinable
  public static func zip<Sources: Collection>(_ collection: Sources) -> Observable<[Element]>
  where Sources.Element: ObservableType, Sources.Element.Element == Element {
    Observable<[Element]>.combining(.zip, collection) { $0 }
  }
}
