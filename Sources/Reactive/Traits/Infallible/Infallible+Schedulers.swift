extension InfallibleType {
  /// Delivers this sequence's events on `scheduler`.
  ///
  /// Behaves as ``ObservableType/observe(on:)``.
  ///
  /// - Parameter scheduler: Where the events are delivered.
  /// - Returns: The same events, delivered on `scheduler`.
  @inlinable
  public func observe(on scheduler: any ImmediateSchedulerType) -> Infallible<Element> {
    Infallible(asObservable().observe(on: scheduler))
  }

  /// Subscribes to this sequence, and disposes the subscription, on `scheduler`.
  ///
  /// Behaves as ``ObservableType/subscribe(on:)``.
  ///
  /// - Parameter scheduler: Where the subscription is made and disposed.
  /// - Returns: The same events, from a subscription made on `scheduler`.
  @inlinable
  public func subscribe(on scheduler: any ImmediateSchedulerType) -> Infallible<Element> {
    Infallible(asObservable().subscribe(on: scheduler))
  }
}
