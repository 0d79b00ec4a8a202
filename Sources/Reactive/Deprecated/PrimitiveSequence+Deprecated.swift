// RxSwift 5's names on Single, Maybe and Completable that RxSwift 6 still accepts with a
// deprecation warning, each forwarding to its RxSwift 6 name.

extension PrimitiveSequence {
  /// RxSwift 5's name of ``observe(on:)``.
  ///
  /// - Parameter scheduler: Where the event is delivered.
  /// - Returns: The same event, delivered on `scheduler`.
  @available(*, deprecated, renamed: "observe(on:)")
  @inlinable
  public func observeOn(_ scheduler: any ImmediateSchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    observe(on: scheduler)
  }

  /// RxSwift 5's name of ``subscribe(on:)``.
  ///
  /// - Parameter scheduler: Where the subscription is made and disposed.
  /// - Returns: The same event, from a subscription made on `scheduler`.
  @available(*, deprecated, renamed: "subscribe(on:)")
  @inlinable
  public func subscribeOn(_ scheduler: any ImmediateSchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    subscribe(on: scheduler)
  }

  /// RxSwift 5's name of ``catch(_:)``.
  ///
  /// - Parameter handler: Makes the sequence to continue with from the error.
  /// - Returns: The sequence that recovers from an error with `handler`'s sequence.
  @available(*, deprecated, renamed: "catch(_:)")
  @inlinable
  public func catchError(
    _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    `catch`(handler)
  }

  /// RxSwift 5's name of the `retry(when:)` that names an error type.
  ///
  /// - Parameter notificationHandler: Makes the trigger sequence from the sequence of errors.
  /// - Returns: The sequence that retries on triggers.
  @available(*, deprecated, renamed: "retry(when:)")
  @inlinable
  public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
    _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
  ) -> PrimitiveSequence<Trait, Element> {
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
  ) -> PrimitiveSequence<Trait, Element> {
    retry(when: notificationHandler)
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// RxSwift 5's spelling of ``subscribe(onSuccess:onFailure:onDisposed:)``, with `onError`.
  ///
  /// - Parameters:
  ///   - onSuccess: Called once with the element.
  ///   - onError: Called once if the single fails.
  ///   - onDisposed: Called once when the subscription ends for any reason.
  /// - Returns: A disposable that cancels the subscription.
  @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
  @inlinable
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onError: @escaping (any Swift.Error) -> Void,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
  }

  /// RxSwift 5's name of ``catchAndReturn(_:)->Single<Self.Element>``.
  ///
  /// - Parameter element: The element sent in place of the error.
  /// - Returns: A single that never fails.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  @inlinable
  public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
    catchAndReturn(element)
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// RxSwift 5's name of ``catchAndReturn(_:)->Maybe<Self.Element>``.
  ///
  /// - Parameter element: The element sent in place of the error.
  /// - Returns: A maybe that never fails.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  @inlinable
  public func catchErrorJustReturn(_ element: Element) -> Maybe<Element> {
    catchAndReturn(element)
  }
}
