extension SharedSequenceConvertibleType {
  /// Sends an element only after `dueTime` has passed without another element.
  ///
  /// Behaves as ``ObservableType/debounce(_:scheduler:)``. RxCocoa's takes no scheduler and uses
  /// the swappable `SharingScheduler`; here the scheduler is a parameter that defaults to
  /// ``MainScheduler/instance``. Pass a scheduler that runs on the main thread, or a test
  /// scheduler in virtual-time tests.
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
    _ dueTime: RxTimeInterval, scheduler: any SchedulerType = MainScheduler.instance
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().debounce(dueTime, scheduler: scheduler))
  }
}
