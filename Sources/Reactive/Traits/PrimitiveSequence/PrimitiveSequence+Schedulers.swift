extension PrimitiveSequence {
  /// Delivers this sequence's event on `scheduler`.
  ///
  /// Behaves as ``ObservableType/observe(on:)``.
  ///
  /// ```swift
  /// fetchChart()
  ///   .observe(on: MainScheduler.instance)
  ///   .subscribe(onSuccess: { chart in show(chart) })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// - Parameter scheduler: Where the event is delivered.
  /// - Returns: The same event, delivered on `scheduler`.
  @inlinable
  public func observe(on scheduler: any ImmediateSchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.observe(on: scheduler))
  }

  /// Subscribes to this sequence, and disposes the subscription, on `scheduler`.
  ///
  /// Behaves as ``ObservableType/subscribe(on:)``.
  ///
  /// - Parameter scheduler: Where the subscription is made and disposed.
  /// - Returns: The same event, from a subscription made on `scheduler`.
  @inlinable
  public func subscribe(on scheduler: any ImmediateSchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.subscribe(on: scheduler))
  }
}
