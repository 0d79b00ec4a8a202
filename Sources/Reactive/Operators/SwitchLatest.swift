extension ObservableType where Element: ObservableConvertibleType {
  /// Sends the elements of the most recent inner sequence this sequence has sent.
  ///
  /// When an inner sequence arrives, the subscription to the previous one is disposed, and only
  /// then is the new one subscribed to. The result completes when this sequence and the latest
  /// inner sequence have completed; the first error ends everything.
  ///
  /// ```swift
  /// let sources = PublishSubject<Observable<Int>>()
  /// let first = PublishSubject<Int>()
  /// _ = sources.switchLatest().subscribe(onNext: { print($0) })
  /// sources.onNext(first)
  /// first.onNext(1)
  /// sources.onNext(.just(2))
  /// first.onNext(3)
  /// // Prints: 1
  /// //         2
  /// ```
  ///
  /// - Returns: The elements of the latest inner sequence.
  @inlinable
  public func switchLatest() -> Observable<Element.Element> {
    flatMapLatest { $0 }
  }
}
