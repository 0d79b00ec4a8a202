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
    Single(raw: continueAfter(primitiveSequence.source) { try selector($0).source })
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
    Maybe(raw: continueAfter(primitiveSequence.source) { try selector($0).source })
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
    Completable(raw: continueAfter(primitiveSequence.source) { try selector($0).source })
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
    Maybe(raw: continueAfter(primitiveSequence.source) { try selector($0).source })
  }
}

/// Subscribes to `source`, which sends at most one element, and continues in its place: on its
/// element with the sequence `selector` makes from it, on its completion with `completion` (or
/// completes, without one); its error ends the result.
@inlinable
func continueAfter<Element, Result>(
  _ source: Observable<Element>, element selector: @escaping (Element) throws -> Observable<Result>,
  completion: Observable<Result>? = nil
) -> Observable<Result> {
  Producer { observer, lifetime in
    let sourceLifetime = lifetime.makeChild()
    source.run(
      { event in
        sourceLifetime.dispose()
        let next: Observable<Result>
        switch event {
        case .next(let element):
          do {
            next = try selector(element)
          } catch {
            observer(.error(error))
            return
          }
        case .error(let error):
          observer(.error(error))
          return
        case .completed:
          guard let completion else {
            observer(.completed)
            return
          }
          next = completion
        }
        if !lifetime.isDisposed { next.runEnteringTrampoline(observer, lifetime) }
      }, sourceLifetime)
  }
}
