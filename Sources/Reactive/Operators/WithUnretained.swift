extension ObservableType {
  /// Pairs each element with `object`, held weakly, and completes as soon as `object` is gone.
  ///
  /// Replaces the `[weak self]` dance in a chain: `resultSelector` receives a strong reference for
  /// the duration of one call. The first element that arrives after `object` has been released
  /// completes the sequence instead, which unsubscribes from this sequence. Errors and completion
  /// pass through unchanged.
  ///
  /// ```swift
  /// refreshes
  ///   .withUnretained(self) { owner, _ in owner.reload() }
  ///   .subscribe()
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - object: The object passed to `resultSelector`; held weakly.
  ///   - resultSelector: Combines the object and an element.
  /// - Returns: The combined elements, until `object` is released.
  @inlinable
  public func withUnretained<Object: AnyObject, Out>(
    _ object: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> Observable<Out> {
    let source = asObservable()
    return Producer { [weak object] observer, lifetime in
      var isStopped = false
      source.run(
        { event in
          if isStopped { return }
          switch event {
          case .next(let element):
            guard let object else {
              isStopped = true
              lifetime.endEarly(observer, with: .completed)
              return
            }
            observer(.next(resultSelector(object, element)))
          case .error(let error):
            observer(.error(error))
          case .completed:
            observer(.completed)
          }
        }, lifetime)
    }
  }

  /// Pairs each element with `object`, held weakly, and completes as soon as `object` is gone.
  ///
  /// The same as ``withUnretained(_:resultSelector:)`` with a selector that makes a tuple.
  ///
  /// ```swift
  /// titles
  ///   .withUnretained(self)
  ///   .subscribe(onNext: { owner, title in owner.show(title) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter object: The object paired with each element; held weakly.
  /// - Returns: The pairs of the object and each element, until `object` is released.
  @inlinable
  public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
    withUnretained(object) { ($0, $1) }
  }
}
