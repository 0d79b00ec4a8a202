extension InfallibleType {
  /// Projects each element to a sequence and sends the elements of these sequences one after
  /// the other, in the order of the elements that made them.
  ///
  /// Behaves as ``ObservableType/concatMap(_:)``. As in RxSwift, the inner sequences may be any
  /// sequences: an error one of them sends is sent as an error event.
  ///
  /// ```swift
  /// let pages = pageNumbers.concatMap { number in cache.page(number) }
  /// ```
  ///
  /// - Parameter selector: Makes the inner sequence of an element.
  /// - Returns: The elements of the inner sequences, in order.
  @inlinable
  public func concatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source
  ) -> Infallible<Source.Element> {
    Infallible(asObservable().concatMap(selector))
  }
}
