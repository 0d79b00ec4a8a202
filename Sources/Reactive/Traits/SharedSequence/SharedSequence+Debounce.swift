extension SharedSequenceConvertibleType {
  /// Sends an element only after `dueTime` has passed without another element.
  ///
  /// Behaves as ``ObservableType/debounce(_:scheduler:)``. The clock runs on the
  /// strategy's scheduler, from ``SharingScheduler/make``, as in RxCocoa, so tests mock it with
  /// ``SharingScheduler/mock(scheduler:action:)``. The `scheduler` parameter, which RxCocoa does
  /// not have, lets a view model that is handed its scheduler pass it instead; it must deliver
  /// on the main thread, or be a test scheduler.
  ///
  /// ```swift
  /// let queries: Driver<String> = text.debounce(.milliseconds(300))
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The quiet time an element needs before it is sent.
  ///   - scheduler: The scheduler that runs the clock and sends the elements.
  /// - Returns: The shared sequence of elements that were followed by a quiet time.
  @inlinable
  public func debounce(
    _ dueTime: RxTimeInterval, scheduler: any SchedulerType = SharingStrategy.scheduler
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().debounce(dueTime, scheduler: scheduler))
  }
}
