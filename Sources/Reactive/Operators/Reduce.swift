extension ObservableType {
  /// Accumulates every element, starting from `seed`, and sends `mapResult` of the final
  /// accumulation when the sequence completes.
  ///
  /// Nothing is sent before the source completes; an error from the source, `accumulator` or
  /// `mapResult` is sent as `.error` instead of the result.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3)
  ///   .reduce(0, accumulator: +, mapResult: { "sum: \($0)" })
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: sum: 6
  /// ```
  ///
  /// - Parameters:
  ///   - seed: The accumulation before the first element.
  ///   - accumulator: Returns the accumulation that follows from the previous one and an element.
  ///   - mapResult: Turns the final accumulation into the element to send.
  /// - Returns: A sequence of one element, the mapped final accumulation.
  @inlinable
  public func reduce<A, Result>(
    _ seed: A, accumulator: @escaping (A, Element) throws -> A,
    mapResult: @escaping (A) throws -> Result
  ) -> Observable<Result> {
    aggregate(
      into: seed,
      accumulator: { accumulation, element in
        accumulation = try accumulator(accumulation, element)
      },
      mapResult: mapResult)
  }

  /// Accumulates every element, starting from `seed`, and sends the final accumulation when the
  /// sequence completes.
  ///
  /// Nothing is sent before the source completes; an error from the source or `accumulator` is
  /// sent as `.error` instead of the result. An empty sequence sends `seed`.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3).reduce(0, accumulator: +).subscribe(onNext: { print($0) })
  /// // Prints: 6
  /// ```
  ///
  /// - Parameters:
  ///   - seed: The accumulation before the first element.
  ///   - accumulator: Returns the accumulation that follows from the previous one and an element.
  /// - Returns: A sequence of one element, the final accumulation.
  @inlinable
  public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A)
    -> Observable<A>
  {
    reduce(seed, accumulator: accumulator, mapResult: { $0 })
  }

  /// Folds every element into `seed` in place and, when the sequence completes, sends
  /// `mapResult` of the accumulation followed by completion: what `reduce` and `toArray` are made of.
  @inlinable
  func aggregate<A, Result>(
    into seed: A, accumulator: @escaping (inout A, Element) throws -> Void,
    mapResult: @escaping (A) throws -> Result
  ) -> Observable<Result> {
    let source = asObservable()
    return Producer { observer, lifetime in
      var accumulation = seed
      source.run(
        { event in
          switch event {
          case .next(let element):
            do {
              try accumulator(&accumulation, element)
            } catch {
              lifetime.endEarly(observer, with: .error(error))
            }
          case .error(let error):
            observer(.error(error))
          case .completed:
            let result: Result
            do {
              result = try mapResult(accumulation)
            } catch {
              observer(.error(error))
              return
            }
            lifetime.sendLast(result, to: observer)
          }
        }, lifetime)
    }
  }
}
