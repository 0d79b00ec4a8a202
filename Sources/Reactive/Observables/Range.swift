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
    return steppedProducer(scheduler: scheduler) { RangeSteps(start: start, count: count) }
  }
}

/// The steps of `range`: one integer each, then completion.
///
/// Counted in place rather than mapped from a range of offsets, whose transform would be a
/// closure called on every element.
@usableFromInline
struct RangeSteps<Element: RxAbstractInteger>: EmissionSteps {
  @usableFromInline
  let start: Element

  @usableFromInline
  let count: Element

  /// The offset from `start` of the next integer.
  @usableFromInline
  var offset: Element = 0

  @inlinable
  init(start: Element, count: Element) {
    self.start = start
    self.count = count
  }

  @inlinable
  mutating func step(_ observer: EventHandler<Element>) -> Bool {
    guard offset < count else {
      observer(.completed)
      return false
    }
    let element = start + offset
    offset += 1
    observer(.next(element))
    return true
  }
}
