extension ObservableType {
  /// Returns a sequence that completes at once without elements.
  ///
  /// - Returns: The empty sequence.
  @inlinable
  public static func empty() -> Observable<Element> {
    Producer { observer, lifetime in
      if !lifetime.isDisposed { observer(.completed) }
    }
  }
}
