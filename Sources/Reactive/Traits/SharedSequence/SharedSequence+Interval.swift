extension SharedSequence where Element: RxAbstractInteger {
  /// Returns a shared sequence that sends `0`, `1`, `2`, … every `period`, on the strategy's
  /// scheduler.
  ///
  /// Behaves as `Observable`'s `interval(_:scheduler:)`, shared: every subscriber sees the same
  /// count. The clock runs on the strategy's scheduler from ``SharingScheduler/make``, as in
  /// RxCocoa; the `scheduler` parameter, which RxCocoa does not have, lets a caller pass its own.
  ///
  /// ```swift
  /// let clock: Driver<Int> = Driver.interval(.seconds(1))
  /// ```
  ///
  /// - Parameters:
  ///   - period: The interval between elements, and before the first.
  ///   - scheduler: The scheduler that runs the clock and sends the elements.
  /// - Returns: The shared count.
  @inlinable
  public static func interval(
    _ period: RxTimeInterval, scheduler: any SchedulerType = SharingStrategy.scheduler
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.interval(period, scheduler: scheduler))
  }
}
