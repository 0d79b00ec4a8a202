extension ObservableType {
  /// Returns a sequence that sends `element` over and over, never completing.
  ///
  /// Limit it with an operator such as `take(_:)`:
  ///
  /// ```swift
  /// _ = Observable.repeatElement("ping").take(2).subscribe(onNext: { print($0) })
  /// // Prints: ping
  /// //         ping
  /// ```
  ///
  /// - Parameters:
  ///   - element: The element to repeat.
  ///   - scheduler: Where the events are sent; by default, one step each on the current-thread
  ///     trampoline, all before the outermost `subscribe` returns.
  /// - Returns: The endless sequence.
  @inlinable
  public static func repeatElement(
    _ element: Element,
    scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    sequenceProducer(Swift.repeatElement(element, count: .max).lazy, scheduler: scheduler)
  }
}
