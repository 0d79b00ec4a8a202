extension InfallibleType {
  /// Sends an element only after `dueTime` has passed without another element.
  ///
  /// Behaves as ``ObservableType/debounce(_:scheduler:)``.
  ///
  /// ```swift
  /// let queries = text.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The quiet time an element needs before it is sent.
  ///   - scheduler: The scheduler that runs the clock and sends the elements.
  /// - Returns: The infallible sequence of elements that were followed by a quiet time.
  @inlinable
  public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> Infallible<Element>
  {
    Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
  }
}
