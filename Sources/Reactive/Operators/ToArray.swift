extension ObservableType {
  /// Collects every element and sends them as one array when the sequence completes.
  ///
  /// Nothing is sent before the source completes; an error from the source is sent instead of
  /// the array. An empty sequence sends `[]`.
  ///
  /// RxSwift 6 returns `Single<[Element]>`; until this library has its traits, this returns an
  /// `Observable` that sends exactly one array and completes, or fails.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3).toArray().subscribe(onNext: { print($0) })
  /// // Prints: [1, 2, 3]
  /// ```
  ///
  /// - Returns: A sequence of one element, the array of all elements in order.
  @inlinable
  public func toArray() -> Observable<[Element]> {
    aggregate(
      into: [Element](),
      accumulator: { elements, element in elements.append(element) },
      mapResult: { $0 })
  }
}
