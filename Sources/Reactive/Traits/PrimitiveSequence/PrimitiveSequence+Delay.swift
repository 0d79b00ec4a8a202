extension PrimitiveSequence {
  /// Sends the element or the completion `dueTime` later; an error is sent at once.
  ///
  /// Behaves as ``ObservableType/delay(_:scheduler:)``.
  ///
  /// ```swift
  /// let toast = Single.just("Saved").delay(.seconds(1), scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: How much later the event is sent.
  ///   - scheduler: The scheduler that runs the clock and sends the event.
  /// - Returns: The delayed sequence.
  @inlinable
  public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
  }

  /// Subscribes to this sequence `dueTime` after the subscription is made.
  ///
  /// Behaves as ``ObservableType/delaySubscription(_:scheduler:)``.
  ///
  /// - Parameters:
  ///   - dueTime: How long to wait before subscribing.
  ///   - scheduler: The scheduler that runs the clock and subscribes.
  /// - Returns: The sequence with a delayed subscription.
  @inlinable
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
  }
}
