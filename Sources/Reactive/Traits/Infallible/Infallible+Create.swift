extension InfallibleType {
  /// Creates an infallible sequence from a closure that sends events to an observer.
  ///
  /// The closure runs once per subscription. Events it sends after completion, or after the
  /// subscription is disposed, are ignored; the disposable it returns is disposed when the
  /// subscription ends.
  ///
  /// ```swift
  /// let ticks = Infallible<Int>.create { observer in
  ///   observer(.next(1))
  ///   observer(.completed)
  ///   return Disposables.create()
  /// }
  /// ```
  ///
  /// - Parameter subscribe: Produces the events of one subscription and returns what to dispose
  ///   when it ends.
  /// - Returns: The created sequence.
  @inlinable
  public static func create(
    subscribe: @escaping (@escaping (InfallibleEvent<Element>) -> Void) -> any Disposable
  ) -> Infallible<Element> {
    Infallible(Observable.create { observer in subscribe { observer.on($0.event) } })
  }

  /// Returns a sequence that sends `element` and completes.
  ///
  /// - Parameter element: The only element.
  /// - Returns: A sequence of one element.
  @inlinable
  public static func just(_ element: Element) -> Infallible<Element> {
    Infallible(Observable.just(element))
  }

  /// Returns a sequence that sends `element` and completes, both on `scheduler`.
  ///
  /// - Parameters:
  ///   - element: The only element.
  ///   - scheduler: Where the element and the completion are sent.
  /// - Returns: A sequence of one element.
  @inlinable
  public static func just(_ element: Element, scheduler: any ImmediateSchedulerType)
    -> Infallible<Element>
  {
    Infallible(Observable.just(element, scheduler: scheduler))
  }

  /// Returns a sequence that completes at once without elements.
  ///
  /// - Returns: The empty sequence.
  @inlinable
  public static func empty() -> Infallible<Element> {
    Infallible(Observable.empty())
  }

  /// Returns a sequence that never sends any event.
  ///
  /// - Returns: The silent sequence.
  @inlinable
  public static func never() -> Infallible<Element> {
    Infallible(Observable.never())
  }

  /// Returns a sequence that calls `observableFactory` on each subscription and subscribes to the
  /// sequence it returns.
  ///
  /// As in RxSwift, the factory may throw: the error is then sent to the subscriber as an error
  /// event, the one way this sequence can fail.
  ///
  /// - Parameter observableFactory: Makes the sequence of one subscription.
  /// - Returns: The deferred sequence.
  @inlinable
  public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>)
    -> Infallible<Element>
  {
    Infallible(Observable.deferred { try observableFactory().asObservable() })
  }

  /// Returns a sequence of the given elements, followed by completion.
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
  ) -> Infallible<Element> {
    Infallible(Observable.from(elements, scheduler: scheduler))
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
  ) -> Infallible<Element> {
    Infallible(Observable.from(array, scheduler: scheduler))
  }

  /// Returns a sequence of a Swift sequence's elements, followed by completion.
  ///
  /// - Parameters:
  ///   - sequence: The elements, in order; iterated anew for each subscription.
  ///   - scheduler: Where the events are sent; by default, one step each on the current-thread
  ///     trampoline, all before the outermost `subscribe` returns.
  /// - Returns: The sequence.
  @inlinable
  public static func from<Elements: Sequence>(
    _ sequence: Elements,
    scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Infallible<Element> where Elements.Element == Element {
    Infallible(Observable.from(sequence, scheduler: scheduler))
  }
}
