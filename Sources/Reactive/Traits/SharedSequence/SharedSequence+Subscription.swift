extension SharedSequenceConvertibleType {
  /// Subscribes `observers` on the main thread: `drive(_:)` and `emit(to:)`.
  @inlinable
  func subscribeOnMainThread<Observer: ObserverType>(_ observers: [Observer]) -> any Disposable
  where Observer.Element == Element {
    subscribedOnMainThread().bind(toAll: observers)
  }

  /// Subscribes on the main thread and hands each element to `accept` once per relay:
  /// `drive` and `emit` to relays.
  @inlinable
  func subscribeOnMainThread<Relay>(
    _ relays: [Relay], accept: @escaping (Relay, Element) -> Void
  ) -> any Disposable {
    subscribedOnMainThread().subscribe(relays: relays, accept: accept)
  }

  /// Subscribes the closures on the main thread: `drive(onNext:…)` and `emit(onNext:…)`.
  @inlinable
  func subscribeOnMainThread(
    onNext: ((Element) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
  ) -> any Disposable {
    subscribedOnMainThread().subscribe(
      onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes the closures on the main thread, passing them `object` while it is alive:
  /// `drive(with:…)` and `emit(with:…)`.
  @inlinable
  func subscribeOnMainThread<Object: AnyObject>(
    with object: Object, onNext: ((Object, Element) -> Void)?,
    onCompleted: ((Object) -> Void)?, onDisposed: ((Object) -> Void)?
  ) -> any Disposable {
    subscribedOnMainThread().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }
}
