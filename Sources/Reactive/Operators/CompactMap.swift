extension ObservableType {
  /// Transforms each element with `transform` and keeps the non-`nil` results.
  ///
  /// An error thrown by `transform` is sent as `.error` and ends the sequence.
  ///
  /// ```swift
  /// _ = Observable.of("1", "x", "3").compactMap { Int($0) }
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         3
  /// ```
  ///
  /// - Parameter transform: The function applied to each element; `nil` drops it.
  /// - Returns: The sequence of non-`nil` results.
  @inlinable
  public func compactMap<Result, Failure: Error>(
    _ transform: @escaping (Element) throws(Failure) -> Result?
  ) -> Observable<Result> {
    let source = asObservable()
    if Failure.self == Never.self {
      return Producer { observer, lifetime in
        source.run(
          Self.compactMapping(observer, transform, ending: UnthrownErrorEnding()), lifetime)
      }
    }
    return Producer { observer, lifetime in
      source.run(Self.compactMapping(observer, transform, ending: lifetime), lifetime)
    }
  }

  /// The handler that sends each non-`nil` result of `transform` to `observer`, and ends with
  /// `ending` if `transform` throws.
  @inlinable
  static func compactMapping<Result, Failure: Error, Ending: ThrownErrorEnding>(
    _ observer: @escaping EventHandler<Result>,
    _ transform: @escaping (Element) throws(Failure) -> Result?, ending: Ending
  ) -> EventHandler<Element> {
    { event in
      switch event {
      case .next(let element):
        let result: Result?
        do throws(Failure) {
          result = try transform(element)
        } catch {
          ending.end(observer, with: error)
          return
        }
        if let result { observer(.next(result)) }
      case .error(let error):
        observer(.error(error))
      case .completed:
        observer(.completed)
      }
    }
  }
}
