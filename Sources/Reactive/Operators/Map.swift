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
  public func map<Result>(_ transform: @escaping (Element) throws -> Result)
    -> Observable<Result>
  {
    let source = asObservable()
    return Producer { observer, lifetime in
      source.run(
        { event in
          switch event {
          case .next(let element):
            let result: Result
            do {
              result = try transform(element)
            } catch {
              lifetime.endEarly(observer, with: .error(error))
              return
            }
            observer(.next(result))
          case .error(let error):
            observer(.error(error))
          case .completed:
            observer(.completed)
          }
        }, lifetime)
    }
  }
}
