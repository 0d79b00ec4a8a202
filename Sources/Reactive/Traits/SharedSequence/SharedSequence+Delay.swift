extension SharedSequenceConvertibleType {
  /// Shifts every element and the completion later by `dueTime`.
  ///
  /// Behaves as ``ObservableType/delay(_:scheduler:)``. The clock runs on the
  /// strategy's scheduler, from ``SharingScheduler/make``, as in RxCocoa, so tests mock it with
  /// ``SharingScheduler/mock(scheduler:action:)``. The `scheduler` parameter, which RxCocoa does
  /// not have, lets a view model that is handed its scheduler pass it instead; it must deliver
  /// on the main thread, or be a test scheduler.
  ///
  /// ```swift
  /// let toast: Signal<String> = saved.delay(.seconds(1))
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: How much later each event is sent.
  ///   - scheduler: The scheduler that runs the clock and sends the events.
  /// - Returns: The delayed shared sequence.
  @inlinable
  public func delay(
    _ dueTime: RxTimeInterval, scheduler: any SchedulerType = SharingStrategy.scheduler
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().delay(dueTime, scheduler: scheduler))
  }
}
