extension SharedSequenceConvertibleType {
  /// Sends at most one element per `dueTime`: the first at once, then, with `latest`, the last
  /// one of each window when the window ends.
  ///
  /// Behaves as ``ObservableType/throttle(_:latest:scheduler:)``. The clock runs on the
  /// strategy's scheduler, from ``SharingScheduler/make``, as in RxCocoa, so tests mock it with
  /// ``SharingScheduler/mock(scheduler:action:)``. The `scheduler` parameter, which RxCocoa does
  /// not have, lets a view model that is handed its scheduler pass it instead; it must deliver
  /// on the main thread, or be a test scheduler.
  ///
  /// ```swift
  /// let taps: Signal<Void> = buttonTaps.throttle(.seconds(1), latest: false)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The length of a window.
  ///   - latest: Whether the last element of a window is sent when the window ends.
  ///   - scheduler: The scheduler that runs the clock and sends the delayed elements.
  /// - Returns: The throttled shared sequence.
  @inlinable
  public func throttle(
    _ dueTime: RxTimeInterval, latest: Bool = true,
    scheduler: any SchedulerType = SharingStrategy.scheduler
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
  }
}
