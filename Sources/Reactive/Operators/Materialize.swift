extension ObservableType {
  /// Turns every event of the sequence, the terminal one included, into an element.
  ///
  /// The terminal event is sent as an element, then the sequence completes: the result never
  /// fails. ``dematerialize()`` reverses it.
  ///
  /// ```swift
  /// _ = Observable<Int>.of(1).materialize().subscribe(onNext: { print($0) })
  /// // Prints: next(1)
  /// //         completed
  /// ```
  ///
  /// - Returns: The sequence of the events as elements.
  @inlinable
  public func materialize() -> Observable<Event<Element>> {
    let source = asObservable()
    return Producer { observer, lifetime in
      source.run(
        { event in
          observer(.next(event))
          if event.isStopEvent && !lifetime.isDisposed { observer(.completed) }
        }, lifetime)
    }
  }
}
