extension ObservableType {
  /// Pairs each element with its position, counting from zero.
  ///
  /// Each subscription counts from zero again.
  ///
  /// ```swift
  /// _ = Observable.of("a", "b").enumerated()
  ///   .subscribe(onNext: { print("\($0.index): \($0.element)") })
  /// // Prints: 0: a
  /// //         1: b
  /// ```
  ///
  /// - Returns: The sequence of `(index, element)` pairs.
  @inlinable
  public func enumerated() -> Observable<(index: Int, element: Element)> {
    let source = asObservable()
    return Producer { observer, lifetime in
      var nextIndex = 0
      source.run(
        { event in
          switch event {
          case .next(let element):
            let index = nextIndex
            nextIndex += 1
            observer(.next((index, element)))
          case .error(let error):
            observer(.error(error))
          case .completed:
            observer(.completed)
          }
        }, lifetime)
    }
  }
}
