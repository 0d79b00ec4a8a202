extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Subscribes `observers` to the signal: every element and the completion go to each of them,
  /// on the main thread.
  ///
  /// RxCocoa requires `emit` to be called on the main thread; here it may be called from any
  /// thread, and the subscription then moves to the main thread.
  ///
  /// - Parameter observers: The observers that receive the events.
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    subscribeOnMainThread(observers)
  }

  /// Subscribes `observers` of optional elements to the signal: every element is sent wrapped in
  /// an optional.
  ///
  /// - Parameter observers: The observers that receive the events.
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    subscribedOnMainThread().map { $0 as Element? }.bind(toAll: observers)
  }

  /// Makes every element of the signal the current value of each of `relays`.
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func emit(to relays: BehaviorRelay<Element>...) -> any Disposable {
    subscribeOnMainThread(relays) { $0.accept($1) }
  }

  /// Makes every element of the signal, as an optional, the current value of each of `relays`.
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func emit(to relays: BehaviorRelay<Element?>...) -> any Disposable {
    subscribeOnMainThread(relays) { $0.accept($1) }
  }

  /// Sends every element of the signal to each of `relays`.
  ///
  /// ```swift
  /// let alerts = PublishRelay<String>()
  /// failures.asSignal(onErrorJustReturn: "Unknown error").emit(to: alerts)
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func emit(to relays: PublishRelay<Element>...) -> any Disposable {
    subscribeOnMainThread(relays) { $0.accept($1) }
  }

  /// Sends every element of the signal, as an optional, to each of `relays`.
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func emit(to relays: PublishRelay<Element?>...) -> any Disposable {
    subscribeOnMainThread(relays) { $0.accept($1) }
  }

  /// Sends every element of the signal to each of `relays`, which keep it for replay.
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func emit(to relays: ReplayRelay<Element>...) -> any Disposable {
    subscribeOnMainThread(relays) { $0.accept($1) }
  }

  /// Sends every element of the signal, as an optional, to each of `relays`, which keep it for
  /// replay.
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func emit(to relays: ReplayRelay<Element?>...) -> any Disposable {
    subscribeOnMainThread(relays) { $0.accept($1) }
  }

  /// Subscribes closures that receive `object` along with each event, holding `object` weakly.
  ///
  /// Once `object` has been released, events are ignored.
  ///
  /// - Parameters:
  ///   - object: The object passed to the closures; held weakly.
  ///   - onNext: Called on the main thread with the object and each element.
  ///   - onCompleted: Called on the main thread with the object if the signal completes.
  ///   - onDisposed: Called with the object when the subscription ends.
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func emit<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    subscribeOnMainThread(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures to the elements, the completion and the disposal of the signal.
  ///
  /// ```swift
  /// viewModel.alerts.emit(onNext: { print("alert:", $0) }).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Called on the main thread with each element.
  ///   - onCompleted: Called on the main thread if the signal completes.
  ///   - onDisposed: Called once when the subscription ends, by completion or disposal.
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func emit(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    subscribeOnMainThread(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes to the signal for its side effects only.
  ///
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func emit() -> any Disposable {
    subscribeOnMainThread(onNext: nil, onCompleted: nil, onDisposed: nil)
  }
}
