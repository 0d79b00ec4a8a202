extension ObservableType {
  /// Sends each intermediate result of accumulating the elements into `seed`, updating the
  /// accumulation in place.
  ///
  /// Each subscription starts again from `seed`. An error thrown by `accumulator` is sent as
  /// `.error` and ends the sequence.
  ///
  /// ```swift
  /// _ = Observable.of("a", "b", "c")
  ///   .scan(into: "") { text, letter in text += letter }
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: a
  /// //         ab
  /// //         abc
  /// ```
  ///
  /// - Parameters:
  ///   - seed: The accumulation before the first element.
  ///   - accumulator: Folds an element into the accumulation.
  /// - Returns: The sequence of accumulations, one per element.
  @inlinable
  public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void)
    -> Observable<A>
  {
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
              return
            }
            observer(.next(accumulation))
          case .error(let error):
            observer(.error(error))
          case .completed:
            observer(.completed)
          }
        }, lifetime)
    }
  }

  /// Sends each intermediate result of accumulating the elements, starting from `seed`.
  ///
  /// Each subscription starts again from `seed`. An error thrown by `accumulator` is sent as
  /// `.error` and ends the sequence. Use ``reduce(_:accumulator:)`` to get only the final result.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3).scan(0, accumulator: +).subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         3
  /// //         6
  /// ```
  ///
  /// - Parameters:
  ///   - seed: The accumulation before the first element.
  ///   - accumulator: Returns the accumulation that follows from the previous one and an element.
  /// - Returns: The sequence of accumulations, one per element.
  @inlinable
  public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A)
    -> Observable<A>
  {
    scan(into: seed) { accumulation, element in
      accumulation = try accumulator(accumulation, element)
    }
  }
}
