extension ObservableType {
  /// Keeps only the elements that satisfy `predicate`.
  ///
  /// An error thrown by `predicate` is sent as `.error` and ends the sequence.
  ///
  /// ```swift
  /// _ = Observable.range(start: 1, count: 6).filter { $0 % 2 == 0 }
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: 2
  /// //         4
  /// //         6
  /// ```
  ///
  /// - Parameter predicate: Whether an element is kept.
  /// - Returns: The sequence of kept elements.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer, lifetime in
      source.run(
        { event in
          guard case .next(let element) = event else {
            observer(event)
            return
          }
          let isIncluded: Bool
          do {
            isIncluded = try predicate(element)
          } catch {
            lifetime.endEarly(observer, with: .error(error))
            return
          }
          if isIncluded { observer(event) }
        }, lifetime)
    }
  }
}
