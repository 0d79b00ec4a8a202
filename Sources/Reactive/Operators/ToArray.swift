extension ObservableType {
  /// Collects every element and sends them as one array when the sequence completes.
  ///
  /// Nothing is sent before the source completes; an error from the source is sent instead of
  /// the array. An empty sequence sends `[]`. As in RxSwift 6, the result is a ``Single``.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3).toArray().subscribe(onSuccess: { print($0) })
  /// // Prints: [1, 2, 3]
  /// ```
  ///
  /// - Returns: A single of the array of all elements in order.
  @inlinable
  public func toArray() -> Single<[Element]> {
    Single(
      raw: aggregate(
        into: [Element](),
        accumulator: { elements, element in elements.append(element) },
        mapResult: { $0 }))
  }
}
