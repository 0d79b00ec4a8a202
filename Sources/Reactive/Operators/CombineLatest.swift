extension ObservableType {
  /// Combines the latest elements of two sources with `resultSelector` whenever one of them sends
  /// an element, once each has sent one.
  ///
  /// Nothing is sent until every source has sent an element; from then on, every element of any
  /// source produces a combination with the latest elements of the others. The result completes
  /// when every source has completed; a source that completes without having sent an element
  /// does not end it. It also completes, as in RxSwift, when a source sends an element while not
  /// every source has one yet and every other source has completed, since no combination can
  /// follow. The first error, from a source or `resultSelector`, is sent at once and disposes
  /// every source; so does disposing the subscription. A source that completes is disposed at
  /// once.
  ///
  /// The sources are subscribed to in order, each on its own; once the result has ended, sources
  /// not yet subscribed to are skipped. Elements are delivered one at a time, whatever the
  /// threads the sources send on.
  ///
  /// ```swift
  /// let a = PublishSubject<Int>()
  /// let b = PublishSubject<String>()
  /// _ = Observable.combineLatest(a, b) { "\($0)\($1)" }.subscribe(onNext: { print($0) })
  /// a.onNext(1)
  /// b.onNext("x")
  /// a.onNext(2)
  /// // Prints: 1x
  /// //         2x
  /// ```
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - resultSelector: Combines one element of every source.
  /// - Returns: The sequence of combined elements.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    combining(.latest, source1, source2, resultSelector: resultSelector)
  }

  /// Combines the latest elements of three sources with `resultSelector` whenever one of them sends
  /// an element, once each has sent one.
  ///
  /// Behaves as the two-source form, ``combineLatest(_:_:resultSelector:)``.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - resultSelector: Combines one element of every source.
  /// - Returns: The sequence of combined elements.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    combining(.latest, source1, source2, source3, resultSelector: resultSelector)
  }

  /// Combines the latest elements of four sources with `resultSelector` whenever one of them sends
  /// an element, once each has sent one.
  ///
  /// Behaves as the two-source form, ``combineLatest(_:_:resultSelector:)``.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - resultSelector: Combines one element of every source.
  /// - Returns: The sequence of combined elements.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    combining(.latest, source1, source2, source3, source4, resultSelector: resultSelector)
  }

  /// Combines the latest elements of five sources with `resultSelector` whenever one of them sends
  /// an element, once each has sent one.
  ///
  /// Behaves as the two-source form, ``combineLatest(_:_:resultSelector:)``.
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
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
  ) -> Observable<Element> {
    combining(.latest, source1, source2, source3, source4, source5, resultSelector: resultSelector)
  }

  /// Combines the latest elements of six sources with `resultSelector` whenever one of them sends
  /// an element, once each has sent one.
  ///
  /// Behaves as the two-source form, ``combineLatest(_:_:resultSelector:)``.
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
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws ->
      Element
  ) -> Observable<Element> {
    combining(
      .latest, source1, source2, source3, source4, source5, source6, resultSelector: resultSelector)
  }

  /// Combines the latest elements of seven sources with `resultSelector` whenever one of them sends
  /// an element, once each has sent one.
  ///
  /// Behaves as the two-source form, ``combineLatest(_:_:resultSelector:)``.
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
  public static func combineLatest<
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
      .latest, source1, source2, source3, source4, source5, source6, source7,
      resultSelector: resultSelector)
  }

  /// Combines the latest elements of eight sources with `resultSelector` whenever one of them sends
  /// an element, once each has sent one.
  ///
  /// Behaves as the two-source form, ``combineLatest(_:_:resultSelector:)``.
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
  public static func combineLatest<
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
      .latest, source1, source2, source3, source4, source5, source6, source7, source8,
      resultSelector: resultSelector)
  }
}

extension ObservableType where Element == Any {
  /// Pairs the latest elements of two sources into a tuple whenever one of them sends an element,
  /// once each has sent one.
  ///
  /// ```swift
  /// _ = Observable.combineLatest(Observable.just(1), Observable.just("a"))
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: (1, "a")
  /// ```
  ///
  /// Behaves as ``ObservableType/combineLatest(_:_:resultSelector:)`` with a selector that makes a
  /// tuple.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  /// - Returns: The sequence of tuples.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> {
    Observable<(O1.Element, O2.Element)>.combining(.latest, source1, source2) { ($0, $1) }
  }

  /// Pairs the latest elements of three sources into a tuple whenever one of them sends an element,
  /// once each has sent one.
  ///
  /// Behaves as ``ObservableType/combineLatest(_:_:resultSelector:)`` with a selector that makes a
  /// tuple.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  /// - Returns: The sequence of tuples.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element)>.combining(.latest, source1, source2, source3) {
      ($0, $1, $2)
    }
  }

  /// Pairs the latest elements of four sources into a tuple whenever one of them sends an element,
  /// once each has sent one.
  ///
  /// Behaves as ``ObservableType/combineLatest(_:_:resultSelector:)`` with a selector that makes a
  /// tuple.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  /// - Returns: The sequence of tuples.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.combining(
      .latest, source1, source2, source3, source4
    ) { ($0, $1, $2, $3) }
  }

  /// Pairs the latest elements of five sources into a tuple whenever one of them sends an element,
  /// once each has sent one.
  ///
  /// Behaves as ``ObservableType/combineLatest(_:_:resultSelector:)`` with a selector that makes a
  /// tuple.
  ///
  /// - Parameters:
  ///   - source1: The first source.
  ///   - source2: The second source.
  ///   - source3: The third source.
  ///   - source4: The fourth source.
  ///   - source5: The fifth source.
  /// - Returns: The sequence of tuples.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.combining(
      .latest, source1, source2, source3, source4, source5
    ) { ($0, $1, $2, $3, $4) }
  }

  /// Pairs the latest elements of six sources into a tuple whenever one of them sends an element,
  /// once each has sent one.
  ///
  /// Behaves as ``ObservableType/combineLatest(_:_:resultSelector:)`` with a selector that makes a
  /// tuple.
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
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.combining(
      .latest, source1, source2, source3, source4, source5, source6
    ) { ($0, $1, $2, $3, $4, $5) }
  }

  /// Pairs the latest elements of seven sources into a tuple whenever one of them sends an element,
  /// once each has sent one.
  ///
  /// Behaves as ``ObservableType/combineLatest(_:_:resultSelector:)`` with a selector that makes a
  /// tuple.
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
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7
  ) -> Observable<
    (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
  > {
    Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>
      .combining(.latest, source1, source2, source3, source4, source5, source6, source7) {
        ($0, $1, $2, $3, $4, $5, $6)
      }
  }

  /// Pairs the latest elements of eight sources into a tuple whenever one of them sends an element,
  /// once each has sent one.
  ///
  /// Behaves as ``ObservableType/combineLatest(_:_:resultSelector:)`` with a selector that makes a
  /// tuple.
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
  public static func combineLatest<
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
    >.combining(.latest, source1, source2, source3, source4, source5, source6, source7, source8) {
      ($0, $1, $2, $3, $4, $5, $6, $7)
    }
  }
}

extension ObservableType {
  /// Combines the latest elements of a collection of sources with `resultSelector` whenever one of
  /// them sends an element, once each has sent one.
  ///
  /// Behaves as ``combineLatest(_:_:resultSelector:)``, for any number of sources of one element
  /// type. With no sources at all, as in RxSwift, it sends `resultSelector([])` and completes.
  ///
  /// - Parameters:
  ///   - collection: The sources.
  ///   - resultSelector: Combines one element of every source, in the collection's order.
  /// - Returns: The sequence of combined elements.
  @inlinable
  public static func combineLatest<Sources: Collection>(
    _ collection: Sources,
    resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
  ) -> Observable<Element> where Sources.Element: ObservableType {
    combining(.latest, collection, resultSelector)
  }

  /// Collects the latest elements of a collection of sources into an array whenever one of them
  /// sends an element, once each has sent one.
  ///
  /// ```swift
  /// _ = Observable.combineLatest([Observable.just(1), Observable.of(2, 3)])
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: [1, 2]
  /// //         [1, 3]
  /// ```
  ///
  /// - Parameter collection: The sources.
  /// - Returns: The sequence of arrays, in the collection's order.
  @inlinable
  public static func combineLatest<Sources: Collection>(_ collection: Sources) -> Observable<
    [Element]
  >
  where Sources.Element: ObservableType, Sources.Element.Element == Element {
    Observable<[Element]>.combining(.latest, collection) { $0 }
  }
}
