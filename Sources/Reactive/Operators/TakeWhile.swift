extension ObservableType {
  /// Sends elements while `predicate` holds, and completes at the first element for which it does
  /// not.
  ///
  /// With `.inclusive`, that first failing element is sent before completing. `predicate` is not
  /// called again once it has returned `false`. An error thrown by `predicate` is sent as `.error`
  /// and ends the sequence.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }).subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         2
  /// ```
  ///
  /// - Parameters:
  ///   - predicate: Whether to keep sending.
  ///   - behavior: Whether the element that fails `predicate` is sent; `.exclusive` by default.
  /// - Returns: The leading elements that satisfy `predicate`.
  @inlinable
  public func take(
    while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer, lifetime in
      var isTaking = true
      source.run(
        { event in
          guard isTaking else { return }
          guard case .next(let element) = event else {
            observer(event)
            return
          }
          do {
            isTaking = try predicate(element)
          } catch {
            isTaking = false
            lifetime.endEarly(observer, with: .error(error))
            return
          }
          if isTaking {
            observer(event)
            return
          }
          if behavior == .inclusive {
            observer(event)
            if lifetime.isDisposed { return }
          }
          lifetime.endEarly(observer, with: .completed)
        }, lifetime)
    }
  }
}
