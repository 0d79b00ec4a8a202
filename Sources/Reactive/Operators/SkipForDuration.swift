extension ObservableType {
  /// Drops the elements that arrive during `duration` after the subscription.
  ///
  /// Elements are forwarded from the moment `duration` has passed, as measured on `scheduler`;
  /// errors and completion are always forwarded.
  ///
  /// ```swift
  /// let settled = sensorReadings.skip(.seconds(2), scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - duration: How long to drop the elements.
  ///   - scheduler: The scheduler that runs the clock.
  /// - Returns: The sequence without its first `duration` of elements.
  @inlinable
  public func skip(_ duration: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    let source = asObservable()
    return Producer { observer, lifetime in
      // The clock only opens a gate and sends nothing itself, so the source needs no lock: an
      // element racing the clock is dropped or forwarded, and either is correct.
      let elapsed = StopFlag()
      lifetime.add(
        scheduler.scheduleOnce((), after: duration) { _ in
          _ = elapsed.set()
        })
      source.run(
        { event in
          if case .next = event, !elapsed.isSet { return }
          observer(event)
        }, lifetime)
    }
  }

  /// Drops the elements that arrive during `duration` after the subscription; the same as
  /// ``skip(_:scheduler:)``, spelled like ``take(for:scheduler:)``.
  ///
  /// - Parameters:
  ///   - duration: How long to drop the elements.
  ///   - scheduler: The scheduler that runs the clock.
  /// - Returns: The sequence without its first `duration` of elements.
  @inlinable
  public func skip(for duration: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    skip(duration, scheduler: scheduler)
  }
}
