extension PrimitiveSequence {
  /// Fails with ``RxError/timeout`` when this sequence has not sent its event within `dueTime`.
  ///
  /// Behaves as ``ObservableType/timeout(_:scheduler:)``.
  ///
  /// ```swift
  /// let chart = client.weekly(date: "20240101").timeout(.seconds(10), scheduler: scheduler)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The longest wait for the event.
  ///   - scheduler: The scheduler that runs the clock.
  /// - Returns: The sequence that fails when this one is too slow.
  @inlinable
  public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
  }

  /// Switches to `other` when this sequence has not sent its event within `dueTime`.
  ///
  /// Behaves as ``ObservableType/timeout(_:other:scheduler:)``.
  ///
  /// - Parameters:
  ///   - dueTime: The longest wait for the event.
  ///   - other: The sequence to continue with on a timeout.
  ///   - scheduler: The scheduler that runs the clock.
  /// - Returns: The sequence that falls back to `other` when this one is too slow.
  @inlinable
  public func timeout(
    _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>,
    scheduler: any SchedulerType
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
  }
}
