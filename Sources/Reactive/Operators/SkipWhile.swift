extension ObservableType {
  /// Drops elements while `predicate` holds, then sends the first element for which it does not
  /// and every element after it.
  ///
  /// `predicate` is not called again once it has returned `false`. An error thrown by `predicate`
  /// is sent as `.error` and ends the sequence.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3, 1).skip(while: { $0 < 2 }).subscribe(onNext: { print($0) })
  /// // Prints: 2
  /// //         3
  /// //         1
  /// ```
  ///
  /// - Parameter predicate: Whether to keep dropping.
  /// - Returns: The elements from the first that fails `predicate` on.
  @inlinable
  public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer, lifetime in
      var isSkipping = true
      source.run(
        { event in
          if isSkipping, case .next(let element) = event {
            do {
              isSkipping = try predicate(element)
            } catch {
              lifetime.endEarly(observer, with: .error(error))
              return
            }
            if isSkipping { return }
          }
          observer(event)
        }, lifetime)
    }
  }
}
