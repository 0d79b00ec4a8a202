extension ObservableType where Element: RxAbstractInteger {
  /// Returns a sequence that sends `0`, `1`, `2`, … every `period`, the first after one period.
  ///
  /// The sequence never completes; dispose it to stop it. The elements wrap around on overflow.
  ///
  /// ```swift
  /// let ticks = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
  /// // Sends 0 after one second, 1 after two, …
  /// ```
  ///
  /// - Parameters:
  ///   - period: The interval between elements, and before the first.
  ///   - scheduler: The scheduler that runs the clock and sends the elements.
  /// - Returns: The endless sequence of ticks.
  @inlinable
  public static func interval(_ period: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    timer(period, period: period, scheduler: scheduler)
  }
}
