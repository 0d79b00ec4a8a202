extension SharedSequenceConvertibleType {
  /// Sends `elements` first, then the elements of this sequence.
  ///
  /// The first elements are sent when the sequence is subscribed to, which `drive` and `emit` do
  /// on the main thread.
  ///
  /// ```swift
  /// let rows: Driver<[String]> = loaded.startWith([])
  /// ```
  ///
  /// - Parameter elements: The elements to send first, in order.
  /// - Returns: The shared sequence prefixed with `elements`.
  @inlinable
  public func startWith(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().startWith(contentsOf: elements))
  }
}
