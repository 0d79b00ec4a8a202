extension SharedSequenceConvertibleType {
  /// Sends at most one element per `dueTime`: the first at once, then, with `latest`, the last
  /// one of each window when the window ends.
  ///
  /// Behaves as ``ObservableType/throttle(_:latest:scheduler:)``. RxCocoa's takes no scheduler
  /// and uses the swappable `SharingScheduler`; here the scheduler is a parameter that defaults to
  /// ``MainScheduler/instance``. Pass a scheduler that runs on the main thread, or a test
  /// scheduler in virtual-time tests.
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
    scheduler: any SchedulerType = MainScheduler.instance
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
  }
}
