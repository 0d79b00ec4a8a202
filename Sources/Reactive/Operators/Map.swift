extension ObservableType {
  /// Transforms each element with `transform`.
  ///
  /// An error thrown by `transform` is sent as `.error` and ends the sequence.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3).map { $0 * 10 }.subscribe(onNext: { print($0) })
  /// // Prints: 10
  /// //         20
  /// //         30
  /// ```
  ///
  /// - Parameter transform: The function applied to each element.
  /// - Returns: The sequence of transformed elements.
  @inlinable
  public func map<Result, Failure: Error>(
    _ transform: @escaping (Element) throws(Failure) -> Result
  ) -> Observable<Result> {
    let source = asObservable()
    if Failure.self == Never.self {
      return Producer { observer, lifetime in
        source.run(Self.mapping(observer, transform, ending: UnthrownErrorEnding()), lifetime)
      }
    }
    return Producer { observer, lifetime in
      source.run(Self.mapping(observer, transform, ending: lifetime), lifetime)
    }
  }

  /// The handler that sends each element transformed to `observer`, and ends with `ending` if
  /// `transform` throws.
  @inlinable
  static func mapping<Result, Failure: Error, Ending: ThrownErrorEnding>(
    _ observer: @escaping EventHandler<Result>,
    _ transform: @escaping (Element) throws(Failure) -> Result, ending: Ending
  ) -> EventHandler<Element> {
    { event in
      switch event {
      case .next(let element):
        let result: Result
        do throws(Failure) {
          result = try transform(element)
        } catch {
          ending.end(observer, with: error)
          return
        }
        observer(.next(result))
      case .error(let error):
        observer(.error(error))
      case .completed:
        observer(.completed)
      }
    }
  }
}
