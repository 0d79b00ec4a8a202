extension ObservableType {
  /// Returns a sequence that never sends any event.
  ///
  /// - Returns: The silent sequence.
  @inlinable
  public static func never() -> Observable<Element> {
    Producer { _, _ in }
  }
}
