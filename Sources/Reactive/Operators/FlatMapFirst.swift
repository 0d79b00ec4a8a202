extension ObservableType {
  /// Projects an element to an observable sequence only while no earlier one is running, and
  /// sends the elements of that sequence.
  ///
  /// Elements that arrive while an inner sequence is running are dropped without calling
  /// `selector`. The result completes when the source and the running inner sequence have
  /// completed. The first error, from the source, the inner sequence or `selector`, is sent at
  /// once and disposes everything; so does disposing the subscription.
  ///
  /// ```swift
  /// // Ignores taps while a request is in flight.
  /// taps.flatMapFirst { api.refresh() }
  /// ```
  ///
  /// - Parameter selector: Makes the inner sequence of an element.
  /// - Returns: The elements of the inner sequences that were not dropped.
  @inlinable
  public func flatMapFirst<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    mergeInners(.dropWhileBusy, selector)
  }
}
