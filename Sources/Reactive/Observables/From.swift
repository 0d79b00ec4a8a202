extension ObservableType {
  /// Returns a sequence of the given elements, followed by completion.
  ///
  /// ```swift
  /// _ = Observable.of("a", "b").subscribe(onNext: { print($0) })
  /// // Prints: a
  /// //         b
  /// ```
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - scheduler: Where the events are sent; by default, one step each on the current-thread
  ///     trampoline, all before the outermost `subscribe` returns.
  /// - Returns: The sequence.
  @inlinable
  public static func of(
    _ elements: Element...,
    scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    sequenceProducer(elements, scheduler: scheduler)
  }

  /// Returns a sequence of the array's elements, followed by completion.
  ///
  /// - Parameters:
  ///   - array: The elements, in order.
  ///   - scheduler: Where the events are sent; by default, one step each on the current-thread
  ///     trampoline, all before the outermost `subscribe` returns.
  /// - Returns: The sequence.
  @inlinable
  public static func from(
    _ array: [Element],
    scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    sequenceProducer(array, scheduler: scheduler)
  }

  /// Returns a sequence of a Swift sequence's elements, followed by completion.
  ///
  /// The sequence is iterated anew for each subscription.
  ///
  /// - Parameters:
  ///   - sequence: The elements, in order.
  ///   - scheduler: Where the events are sent; by default, one step each on the current-thread
  ///     trampoline, all before the outermost `subscribe` returns.
  /// - Returns: The sequence.
  @inlinable
  public static func from<Elements: Sequence>(
    _ sequence: Elements,
    scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> where Elements.Element == Element {
    sequenceProducer(sequence, scheduler: scheduler)
  }

  /// Returns a sequence of the optional's value, if any, followed by completion.
  ///
  /// Both are sent at once during `subscribe`, as in RxSwift, not as steps on the current-thread
  /// scheduler.
  ///
  /// - Parameter optional: The value; `nil` makes an empty sequence.
  /// - Returns: The sequence.
  @inlinable
  public static func from(optional: Element?) -> Observable<Element> {
    Producer { observer, lifetime in
      if let optional {
        if lifetime.isDisposed { return }
        observer(.next(optional))
      }
      if !lifetime.isDisposed { observer(.completed) }
    }
  }

  /// Returns a sequence of the optional's value, if any, followed by completion, on `scheduler`.
  ///
  /// - Parameters:
  ///   - optional: The value; `nil` makes an empty sequence.
  ///   - scheduler: Where the events are sent.
  /// - Returns: The sequence.
  @inlinable
  public static func from(optional: Element?, scheduler: any ImmediateSchedulerType)
    -> Observable<Element>
  {
    sequenceProducer(optional.map { [$0] } ?? [], scheduler: scheduler)
  }
}
