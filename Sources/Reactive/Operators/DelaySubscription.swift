extension ObservableType {
  /// Subscribes to this sequence `dueTime` after the subscription, from `scheduler`.
  ///
  /// Events are forwarded as this sequence sends them; disposing before `dueTime` cancels the
  /// subscription that was waiting.
  ///
  /// ```swift
  /// let later = refresh.delaySubscription(.seconds(2), scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: How long to wait before subscribing.
  ///   - scheduler: The scheduler that runs the clock and subscribes.
  /// - Returns: The sequence that subscribes late.
  @inlinable
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    let source = asObservable()
    return Producer { observer, lifetime in
      lifetime.add(
        scheduler.scheduleOnce((), after: dueTime) { _ in
          if !lifetime.isDisposed { source.runEnteringTrampoline(observer, lifetime) }
        })
    }
  }
}
