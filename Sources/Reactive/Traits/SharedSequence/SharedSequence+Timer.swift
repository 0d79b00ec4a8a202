extension SharedSequence where Element: RxAbstractInteger {
  /// Returns a shared sequence that sends `0` after `dueTime`, then `1`, `2`, … every `period`,
  /// on the strategy's scheduler.
  ///
  /// Behaves as `Observable`'s `timer(_:period:scheduler:)`, shared. Without a period, which
  /// RxCocoa requires, it sends `0` and completes. The clock runs on the strategy's scheduler
  /// from ``SharingScheduler/make``, as in RxCocoa; the `scheduler` parameter, which RxCocoa does
  /// not have, lets a caller pass its own.
  ///
  /// ```swift
  /// let refreshes: Signal<Int> = Signal.timer(.seconds(5), period: .seconds(60))
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The wait before the first element.
  ///   - period: The interval between later elements; `nil` for a single element.
  ///   - scheduler: The scheduler that runs the clock and sends the elements.
  /// - Returns: The shared timer.
  @inlinable
  public static func timer(
    _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil,
    scheduler: any SchedulerType = SharingStrategy.scheduler
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.timer(dueTime, period: period, scheduler: scheduler))
  }
}
