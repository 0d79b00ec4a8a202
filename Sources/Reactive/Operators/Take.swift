extension ObservableType {
  /// Sends the first `count` elements, then completes.
  ///
  /// The sequence completes as soon as the `count`th element has been sent, which disposes the
  /// subscription to the source. `take(0)` completes at once without subscribing to the source, as
  /// in RxSwift.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3).take(2).subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         2
  /// ```
  ///
  /// - Parameter count: How many elements to send; must not be negative.
  /// - Returns: The sequence of at most `count` elements.
  @inlinable
  public func take(_ count: Int) -> Observable<Element> {
    precondition(count >= 0, "take: count must not be negative, got \(count)")
    if count == 0 { return Observable.empty() }
    let source = asObservable()
    return Producer { observer, lifetime in
      var remaining = count
      source.run(
        { event in
          guard remaining > 0 else { return }
          guard case .next = event else {
            observer(event)
            return
          }
          remaining -= 1
          observer(event)
          if remaining == 0 && !lifetime.isDisposed {
            lifetime.endEarly(observer, with: .completed)
          }
        }, lifetime)
    }
  }
}
