extension ObservableType {
  /// Drops the first `count` elements and sends the rest.
  ///
  /// A `count` of zero or less drops nothing. Errors and completion are sent on at once, even
  /// while elements are still being dropped.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3).skip(2).subscribe(onNext: { print($0) })
  /// // Prints: 3
  /// ```
  ///
  /// - Parameter count: How many elements to drop.
  /// - Returns: The elements after the first `count`.
  @inlinable
  public func skip(_ count: Int) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer, lifetime in
      var remaining = count
      source.run(
        { event in
          if remaining > 0, case .next = event {
            remaining -= 1
            return
          }
          observer(event)
        }, lifetime)
    }
  }
}
