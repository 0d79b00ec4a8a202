extension ObservableType {
  /// Projects each element to an observable sequence and sends the elements of the most recent
  /// one only.
  ///
  /// When an element arrives, `selector` makes its sequence, the subscription to the previous
  /// inner sequence is disposed, and only then is the new one subscribed to. The result completes
  /// when the source and the latest inner sequence have completed. The first error, from the
  /// source, the latest inner sequence or `selector`, is sent at once and disposes everything; so
  /// does disposing the subscription.
  ///
  /// ```swift
  /// // Searches for the latest query only; a slower earlier search is cancelled.
  /// query.flatMapLatest { api.search($0) }
  /// ```
  ///
  /// - Parameter selector: Makes the inner sequence of an element.
  /// - Returns: The elements of the latest inner sequence.
  @inlinable
  public func flatMapLatest<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    let source = asObservable()
    let inner: (Element) throws -> Observable<Source.Element> = { try selector($0).asObservable() }
    return Producer { observer, lifetime in
      Sink(SwitchStateMachine(), observer: observer, lifetime: lifetime)
        .subscribeOuter(source, selector: inner)
    }
  }
}
