extension ObservableType {
  /// Sends `elements` first, then the elements of this sequence.
  ///
  /// The elements are sent synchronously when the sequence is subscribed to, before this sequence
  /// is subscribed to. As in RxSwift, this sequence is subscribed to even if the subscription was
  /// disposed while they were being sent (for example by `take(1)` downstream), and is then
  /// disposed at once.
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

  /// Sends `elements` first, then the elements of this sequence: what the `startWith`
  /// of every sequence type is made of.
  @inlinable
  func startWith(contentsOf elements: [Element]) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer, lifetime in
      for element in elements {
        if lifetime.isDisposed { break }
        observer(.next(element))
      }
      // Run on a disposed lifetime, the source subscribes and is disposed at once, as in RxSwift.
      source.run(observer, lifetime)
    }
  }
}
