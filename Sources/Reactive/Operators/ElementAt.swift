extension ObservableType {
  /// Sends only the element at `index` (counting from zero), then completes.
  ///
  /// The sequence completes as soon as that element has been sent, which disposes the
  /// subscription to the source. If the source completes before reaching `index`, the sequence
  /// fails with ``RxError/argumentOutOfRange``, as in RxSwift.
  ///
  /// ```swift
  /// _ = Observable.of("a", "b", "c").element(at: 1).subscribe(onNext: { print($0) })
  /// // Prints: b
  /// ```
  ///
  /// - Parameter index: The position of the element to send; must not be negative.
  /// - Returns: A sequence of the one element at `index`.
  @inlinable
  public func element(at index: Int) -> Observable<Element> {
    precondition(index >= 0, "element(at:): index must not be negative, got \(index)")
    let source = asObservable()
    return Producer { observer, lifetime in
      // The number of elements still to skip; -1 once the element has been sent.
      var remaining = index
      source.run(
        { event in
          guard remaining >= 0 else { return }
          switch event {
          case .next:
            if remaining > 0 {
              remaining -= 1
              return
            }
            remaining = -1
            observer(event)
            if !lifetime.isDisposed { lifetime.endEarly(observer, with: .completed) }
          case .error:
            observer(event)
          case .completed:
            observer(.error(RxError.argumentOutOfRange))
          }
        }, lifetime)
    }
  }
}
