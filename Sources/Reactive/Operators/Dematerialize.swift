extension ObservableType where Element: EventConvertible {
  /// Turns a sequence of events back into the events they describe; the reverse of
  /// ``materialize()``.
  ///
  /// A `.next` element is sent as an element; an `.error` or `.completed` element ends the
  /// sequence with that event.
  ///
  /// ```swift
  /// let events: [Event<Int>] = [.next(1), .completed, .next(2)]
  /// _ = Observable.from(events).dematerialize()
  ///   .subscribe(onNext: { print($0) }, onCompleted: { print("done") })
  /// // Prints: 1
  /// //         done
  /// ```
  ///
  /// - Returns: The sequence the events describe.
  @inlinable
  public func dematerialize() -> Observable<Element.Element> {
    let source = asObservable()
    return Producer { observer, lifetime in
      source.run(
        { event in
          switch event {
          case .next(let element):
            let event = element.event
            if event.isStopEvent {
              lifetime.endEarly(observer, with: event)
            } else {
              observer(event)
            }
          case .error(let error):
            observer(.error(error))
          case .completed:
            observer(.completed)
          }
        }, lifetime)
    }
  }
}
