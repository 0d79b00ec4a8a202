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
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Observable<Result>
  {
    let source = asObservable()
    return Producer { observer, lifetime in
      source.run(
        { event in
          switch event {
          case .next(let element):
            let result: Result?
            do {
              result = try transform(element)
            } catch {
              lifetime.endEarly(observer, with: .error(error))
              return
            }
            if let result { observer(.next(result)) }
          case .error(let error):
            observer(.error(error))
          case .completed:
            observer(.completed)
          }
        }, lifetime)
    }
  }
}
