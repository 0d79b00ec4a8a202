// RxSwift 5's names that RxSwift 6 still accepts with a deprecation warning, each forwarding to
// its RxSwift 6 name.

extension ObservableType {
  /// RxSwift 5's name of ``observe(on:)``.
  ///
  /// - Parameter scheduler: Where to deliver the events.
  /// - Returns: The same events, delivered on `scheduler`.
  @available(*, deprecated, renamed: "observe(on:)")
  @inlinable
  public func observeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    observe(on: scheduler)
  }

  /// RxSwift 5's name of ``subscribe(on:)``.
  ///
  /// - Parameter scheduler: Where to subscribe and dispose.
  /// - Returns: The same sequence, subscribed to on `scheduler`.
  @available(*, deprecated, renamed: "subscribe(on:)")
  @inlinable
  public func subscribeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    subscribe(on: scheduler)
  }

  /// RxSwift 5's name of ``catch(_:)``.
  ///
  /// - Parameter handler: Makes the sequence to continue with from the error.
  /// - Returns: The sequence that recovers from an error with `handler`'s sequence.
  @available(*, deprecated, renamed: "catch(_:)")
  @inlinable
  public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    `catch`(handler)
  }

  /// RxSwift 5's name of ``catchAndReturn(_:)``.
  ///
  /// - Parameter element: The last element, sent in place of the error.
  /// - Returns: The sequence that never fails.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  @inlinable
  public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
    catchAndReturn(element)
  }

  /// RxSwift 5's name of ``catch(sequence:)``.
  ///
  /// - Parameter sequence: The sequences to try in turn.
  /// - Returns: The elements of the sequences tried, ending with the first completion.
  @available(*, deprecated, renamed: "catch(sequence:)")
  @inlinable
  public static func catchError<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    `catch`(sequence: sequence)
  }

  /// RxSwift 5's name of ``element(at:)``.
  ///
  /// - Parameter index: The zero-based index of the element.
  /// - Returns: The sequence of that one element.
  @available(*, deprecated, renamed: "element(at:)")
  @inlinable
  public func elementAt(_ index: Int) -> Observable<Element> {
    element(at: index)
  }

  /// RxSwift 5's name of the `retry(when:)` that names an error type.
  ///
  /// - Parameter notificationHandler: Makes the trigger sequence from the sequence of errors.
  /// - Returns: The sequence that retries on triggers.
  @available(*, deprecated, renamed: "retry(when:)")
  @inlinable
  public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
    _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
  ) -> Observable<Element> {
    retry(when: notificationHandler)
  }

  /// RxSwift 5's name of the `retry(when:)` for errors of any type.
  ///
  /// - Parameter notificationHandler: Makes the trigger sequence from the sequence of errors.
  /// - Returns: The sequence that retries on triggers.
  @available(*, deprecated, renamed: "retry(when:)")
  @inlinable
  public func retryWhen<TriggerObservable: ObservableType>(
    _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> Observable<Element> {
    retry(when: notificationHandler)
  }

  /// RxSwift 5's name of ``take(until:)``.
  ///
  /// - Parameter other: The sequence whose first element or completion ends this one.
  /// - Returns: The elements sent before `other` fires.
  @available(*, deprecated, renamed: "take(until:)")
  @inlinable
  public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
    take(until: other)
  }

  /// RxSwift 5's name of ``take(until:behavior:)``, with the behavior first.
  ///
  /// - Parameters:
  ///   - behavior: Whether the element that satisfies `predicate` is sent.
  ///   - predicate: Whether to stop.
  /// - Returns: The leading elements that do not satisfy `predicate`.
  @available(*, deprecated, renamed: "take(until:behavior:)")
  @inlinable
  public func takeUntil(
    _ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool
  ) -> Observable<Element> {
    take(until: predicate, behavior: behavior)
  }

  /// RxSwift 5's name of ``take(while:behavior:)`` with the default behavior.
  ///
  /// - Parameter predicate: Whether to keep sending.
  /// - Returns: The leading elements that satisfy `predicate`.
  @available(*, deprecated, renamed: "take(while:)")
  @inlinable
  public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    take(while: predicate)
  }

  /// RxSwift 5's name of ``take(for:scheduler:)``.
  ///
  /// - Parameters:
  ///   - duration: How long to forward elements.
  ///   - scheduler: The scheduler that runs the clock.
  /// - Returns: The elements sent during `duration`.
  @available(*, deprecated, renamed: "take(for:scheduler:)")
  @inlinable
  public func take(_ duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element>
  {
    take(for: duration, scheduler: scheduler)
  }

  /// RxSwift 5's name of ``skip(until:)``.
  ///
  /// - Parameter other: The sequence whose first element starts the forwarding.
  /// - Returns: The elements sent after `other` fires.
  @available(*, deprecated, renamed: "skip(until:)")
  @inlinable
  public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
    skip(until: other)
  }

  /// RxSwift 5's name of ``skip(while:)``.
  ///
  /// - Parameter predicate: Whether to keep dropping.
  /// - Returns: The elements from the first that fails `predicate` on.
  @available(*, deprecated, renamed: "skip(while:)")
  @inlinable
  public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    skip(while: predicate)
  }
}
