extension ObservableType {
  /// Subscribes a closure to every event of the sequence.
  ///
  /// - Parameter on: Called with each event.
  /// - Returns: A disposable that cancels the subscription.
  @inlinable
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
    let lifetime = Lifetime()
    asObservable().runEnteringTrampoline(
      { event in
        on(event)
        if event.isStopEvent { lifetime.endAfterTerminalEvent() }
      }, lifetime)
    return lifetime
  }

  /// Subscribes closures to the elements, the error, the completion and the disposal of the
  /// sequence.
  ///
  /// An error with no `onError` handler goes to ``Hooks/defaultErrorHandler``, as in RxSwift,
  /// which reports it on standard error in debug builds.
  ///
  /// ```swift
  /// Observable.of("a", "b")
  ///   .subscribe(onNext: { print($0) }, onCompleted: { print("done") })
  ///   .disposed(by: disposeBag)
  /// // Prints: a
  /// //         b
  /// //         done
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Called with each element.
  ///   - onError: Called once if the sequence fails.
  ///   - onCompleted: Called once if the sequence completes.
  ///   - onDisposed: Called once when the subscription ends for any reason: completion, error or
  ///     disposal.
  /// - Returns: A disposable that cancels the subscription.
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((any Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    let lifetime = Lifetime()
    let callStack = onError == nil ? Hooks.subscriptionCallStack() : nil
    let handle = onDisposed.map { SubscriptionHandle(lifetime: lifetime, onDisposed: $0) }
    asObservable().runEnteringTrampoline(
      { event in
        switch event {
        case .next(let element):
          onNext?(element)
          return
        case .error(let error):
          Hooks.report(error, to: onError, subscriptionCallStack: callStack)
        case .completed:
          onCompleted?()
        }
        handle?.runOnDisposed()
        lifetime.endAfterTerminalEvent()
      }, lifetime)
    if let handle { return handle }
    return lifetime
  }

  /// Subscribes closures that receive `object` along with each event, holding `object` weakly.
  ///
  /// Once `object` has been released, events are ignored. An error is never reported to
  /// ``Hooks/defaultErrorHandler``, with or without `onError`, as in RxSwift. This avoids the
  /// `[weak self]` dance:
  ///
  /// ```swift
  /// titles.subscribe(with: self, onNext: { owner, title in owner.show(title) })
  /// ```
  ///
  /// - Parameters:
  ///   - object: The object passed to the closures; held weakly.
  ///   - onNext: Called with the object and each element.
  ///   - onError: Called with the object once if the sequence fails.
  ///   - onCompleted: Called with the object once if the sequence completes.
  ///   - onDisposed: Called with the object once when the subscription ends.
  /// - Returns: A disposable that cancels the subscription.
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onError: ((Object, any Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    subscribe(
      onNext: passingWeakly(object, to: onNext), onError: passingWeakly(object, to: onError),
      onCompleted: passingWeakly(object, to: onCompleted),
      onDisposed: passingWeakly(object, to: onDisposed))
  }
}
