extension InfallibleType {
  /// Sends at most one element per `dueTime`: the first at once, then, with `latest`, the last
  /// one of each window when the window ends.
  ///
  /// Behaves as ``ObservableType/throttle(_:latest:scheduler:)``.
  ///
  /// ```swift
  /// let taps = button.taps.throttle(.seconds(1), latest: false, scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The length of a window.
  ///   - latest: Whether the last element of a window is sent when the window ends.
  ///   - scheduler: The scheduler that runs the clock and sends the delayed elements.
  /// - Returns: The throttled infallible sequence.
  @inlinable
  public func throttle(
    _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType
  ) -> Infallible<Element> {
    Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
  }
}
