/// The integer types that `range`, `interval` and `timer` produce, as in RxSwift.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
  /// Returns the sequence of `count` consecutive integers from `start`, followed by completion.
  ///
  /// ```swift
  /// _ = Observable.range(start: 1, count: 3).subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         2
  /// //         3
  /// ```
  ///
  /// - Parameters:
  ///   - start: The first integer.
  ///   - count: How many integers; must not be negative.
  ///   - scheduler: Where the events are sent; by default, one step each on the current-thread
  ///     trampoline, all before the outermost `subscribe` returns.
  /// - Returns: The sequence.
  @inlinable
  public static func range(
    start: Element, count: Element,
    scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    precondition(count >= 0, "range: count must not be negative, got \(count)")
    let elements = (0..<count).lazy.map { start + $0 }
    return sequenceProducer(elements, scheduler: scheduler)
  }
}
