extension SharedSequenceConvertibleType {
  /// Shifts every element and the completion later by `dueTime`.
  ///
  /// Behaves as ``ObservableType/delay(_:scheduler:)``. RxCocoa's takes no scheduler and uses the
  /// swappable `SharingScheduler`; here the scheduler is a parameter that defaults to
  /// ``MainScheduler/instance``. Pass a scheduler that runs on the main thread, or a test
  /// scheduler in virtual-time tests.
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
    _ dueTime: RxTimeInterval, scheduler: any SchedulerType = MainScheduler.instance
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().delay(dueTime, scheduler: scheduler))
  }
}
