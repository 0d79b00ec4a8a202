extension PrimitiveSequence where Element: RxAbstractInteger {
  /// Returns a single or maybe that sends `0` after `dueTime`, from `scheduler`.
  ///
  /// ```swift
  /// _ = Single<Int>.timer(.seconds(1), scheduler: MainScheduler.instance)
  ///   .subscribe(onSuccess: { print($0) })
  /// // Prints: 0
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The wait before the element.
  ///   - scheduler: The scheduler that runs the clock and sends the element.
  /// - Returns: The timer.
  @inlinable
  public static func timer(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: Observable.timer(dueTime, scheduler: scheduler))
  }
}
