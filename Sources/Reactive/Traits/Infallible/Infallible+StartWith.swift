extension InfallibleType {
  /// Sends `elements` first, then the elements of this sequence.
  ///
  /// Behaves as ``ObservableType/startWith(_:)``.
  ///
  /// ```swift
  /// _ = Infallible.of(3).startWith(1, 2).subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         2
  /// //         3
  /// ```
  ///
  /// - Parameter elements: The elements to send first, in order.
  /// - Returns: The infallible sequence prefixed with `elements`.
  @inlinable
  public func startWith(_ elements: Element...) -> Infallible<Element> {
    Infallible(asObservable().startWith(contentsOf: elements))
  }
}
