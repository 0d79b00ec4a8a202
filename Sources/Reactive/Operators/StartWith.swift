extension ObservableType {
  /// Sends `elements` first, then the elements of this sequence.
  ///
  /// The elements are sent synchronously when the sequence is subscribed to, before this sequence
  /// is subscribed to. If the subscription is disposed while they are being sent (for example by
  /// `take(1)` downstream), this sequence is not subscribed to at all; RxSwift subscribes to it and
  /// disposes it at once.
  ///
  /// ```swift
  /// _ = Observable.of(3, 4).startWith(1, 2).subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         2
  /// //         3
  /// //         4
  /// ```
  ///
  /// - Parameter elements: The elements to send first, in order.
  /// - Returns: The sequence prefixed with `elements`.
  @inlinable
  public func startWith(_ elements: Element...) -> Observable<Element> {
    startWith(contentsOf: elements)
  }

  /// Sends `elements` first, then the elements of this sequence: the engine of the `startWith`
  /// of every sequence type.
  @inlinable
  func startWith(contentsOf elements: [Element]) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer, lifetime in
      for element in elements {
        if lifetime.isDisposed { return }
        observer(.next(element))
      }
      if !lifetime.isDisposed { source.run(observer, lifetime) }
    }
  }
}
