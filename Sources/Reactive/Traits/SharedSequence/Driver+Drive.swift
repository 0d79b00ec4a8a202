extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Subscribes `observers` to the driver: every element and the completion go to each of them,
  /// on the main thread.
  ///
  /// RxCocoa requires `drive` to be called on the main thread; here it may be called from any
  /// thread, and the subscription then moves to the main thread, so that the replayed element is
  /// delivered there too.
  ///
  /// ```swift
  /// let titles = PublishSubject<String>()
  /// Driver.just("Parasite").drive(titles).disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter observers: The observers that receive the events.
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    subscribeOnMainThread(observers)
  }

  /// Subscribes `observers` of optional elements to the driver: every element is sent wrapped in
  /// an optional.
  ///
  /// - Parameter observers: The observers that receive the events.
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    subscribedOnMainThread().map { $0 as Element? }.bind(toAll: observers)
  }

  /// Makes every element of the driver the current value of each of `relays`.
  ///
  /// ```swift
  /// let title = BehaviorRelay(value: "")
  /// Driver.just("Minari").drive(title).disposed(by: disposeBag)
  /// print(title.value)
  /// // Prints: Minari
  /// ```
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func drive(_ relays: BehaviorRelay<Element>...) -> any Disposable {
    subscribeOnMainThread(relays) { $0.accept($1) }
  }

  /// Makes every element of the driver, as an optional, the current value of each of `relays`.
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func drive(_ relays: BehaviorRelay<Element?>...) -> any Disposable {
    subscribeOnMainThread(relays) { $0.accept($1) }
  }

  /// Sends every element of the driver to each of `relays`, which keep it for replay.
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func drive(_ relays: ReplayRelay<Element>...) -> any Disposable {
    subscribeOnMainThread(relays) { $0.accept($1) }
  }

  /// Sends every element of the driver, as an optional, to each of `relays`, which keep it for
  /// replay.
  ///
  /// - Parameter relays: The relays that receive the elements.
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func drive(_ relays: ReplayRelay<Element?>...) -> any Disposable {
    subscribeOnMainThread(relays) { $0.accept($1) }
  }

  /// Passes the driver, as an observable subscribed to on the main thread, to `transformation`
  /// and returns what it returns.
  ///
  /// - Parameter transformation: The function to call with the driver's observable.
  /// - Returns: The result of `transformation`, usually a disposable.
  @inlinable
  public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
    transformation(subscribedOnMainThread())
  }

  /// Passes the driver, as an observable subscribed to on the main thread, to the curried
  /// `with`, then `curriedArgument` to the function it returns.
  ///
  /// - Parameters:
  ///   - with: The function to call with the driver's observable.
  ///   - curriedArgument: The argument for the function `with` returns.
  /// - Returns: The final result, usually a disposable.
  @inlinable
  public func drive<R1, R2>(
    _ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1
  ) -> R2 {
    with(subscribedOnMainThread())(curriedArgument)
  }

  /// Subscribes closures that receive `object` along with each event, holding `object` weakly.
  ///
  /// Once `object` has been released, events are ignored.
  ///
  /// ```swift
  /// viewModel.title.drive(with: self, onNext: { owner, title in owner.show(title) })
  /// ```
  ///
  /// - Parameters:
  ///   - object: The object passed to the closures; held weakly.
  ///   - onNext: Called on the main thread with the object and each element.
  ///   - onCompleted: Called on the main thread with the object if the driver completes.
  ///   - onDisposed: Called with the object when the subscription ends.
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func drive<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    subscribeOnMainThread(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures to the elements, the completion and the disposal of the driver.
  ///
  /// ```swift
  /// Driver.of(1, 2).drive(onNext: { print($0) }).disposed(by: disposeBag)
  /// // Prints: 1
  /// //         2
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Called on the main thread with each element.
  ///   - onCompleted: Called on the main thread if the driver completes.
  ///   - onDisposed: Called once when the subscription ends, by completion or disposal.
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func drive(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    subscribeOnMainThread(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes to the driver for its side effects only.
  ///
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public func drive() -> any Disposable {
    subscribeOnMainThread(onNext: nil, onCompleted: nil, onDisposed: nil)
  }
}
