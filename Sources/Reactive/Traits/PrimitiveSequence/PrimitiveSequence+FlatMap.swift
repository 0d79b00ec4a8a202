extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Continues with the single that `selector` makes from this single's element.
  ///
  /// This single is unsubscribed as soon as its element arrives; the single from `selector` is
  /// then subscribed to and its event is the result's. An error of this single, or one thrown by
  /// `selector`, is sent instead.
  ///
  /// ```swift
  /// _ = Single.just(2).flatMap { id in Single.just("movie \(id)") }
  ///   .subscribe(onSuccess: { print($0) })
  /// // Prints: movie 2
  /// ```
  ///
  /// - Parameter selector: Makes the single to continue with from the element.
  /// - Returns: The single of the element of `selector`'s single.
  @inlinable
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>)
    -> Single<Result>
  {
    Single(raw: continueWithElement(of: primitiveSequence.source) { try selector($0).source })
  }

  /// Continues with the maybe that `selector` makes from this single's element.
  ///
  /// Behaves as `flatMap(_:)`, with a maybe in place of the second single.
  ///
  /// - Parameter selector: Makes the maybe to continue with from the element.
  /// - Returns: The maybe of `selector`'s maybe.
  @inlinable
  public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>)
    -> Maybe<Result>
  {
    Maybe(raw: continueWithElement(of: primitiveSequence.source) { try selector($0).source })
  }

  /// Continues with the completable that `selector` makes from this single's element.
  ///
  /// Behaves as `flatMap(_:)`, with a completable in place of the second single.
  ///
  /// ```swift
  /// let saved: Completable = fetchChart().flatMapCompletable { chart in cache.store(chart) }
  /// ```
  ///
  /// - Parameter selector: Makes the completable to continue with from the element.
  /// - Returns: The completable of `selector`'s completable.
  @inlinable
  public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable)
    -> Completable
  {
    Completable(raw: continueWithElement(of: primitiveSequence.source) { try selector($0).source })
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Continues with the maybe that `selector` makes from this maybe's element.
  ///
  /// This maybe is unsubscribed as soon as its element arrives; the maybe from `selector` is then
  /// subscribed to and its event is the result's. If this maybe completes without an element, so
  /// does the result. An error of this maybe, or one thrown by `selector`, is sent instead.
  ///
  /// ```swift
  /// _ = Maybe.just(2).flatMap { id in Maybe<String>.empty() }
  ///   .subscribe(onSuccess: { print($0) }, onCompleted: { print("none") })
  /// // Prints: none
  /// ```
  ///
  /// - Parameter selector: Makes the maybe to continue with from the element.
  /// - Returns: The maybe of `selector`'s maybe.
  @inlinable
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>)
    -> Maybe<Result>
  {
    Maybe(raw: continueWithElement(of: primitiveSequence.source) { try selector($0).source })
  }
}

/// Forwards the terminal event of `source`, which sends at most one element; when the element
/// arrives, unsubscribes from `source` and subscribes to the sequence `selector` makes from it in
/// its place.
@inlinable
func continueWithElement<Element, Result>(
  of source: Observable<Element>, _ selector: @escaping (Element) throws -> Observable<Result>
) -> Observable<Result> {
  Producer { observer, lifetime in
    let sourceLifetime = lifetime.makeChild()
    source.run(
      { event in
        sourceLifetime.dispose()
        switch event {
        case .next(let element):
          let next: Observable<Result>
          do {
            next = try selector(element)
          } catch {
            observer(.error(error))
            return
          }
          if !lifetime.isDisposed { next.runEnteringTrampoline(observer, lifetime) }
        case .error(let error):
          observer(.error(error))
        case .completed:
          observer(.completed)
        }
      }, sourceLifetime)
  }
}
