extension ObservableType {
  /// Forwards this sequence for `duration` after the subscription, then completes.
  ///
  /// When `duration` has passed, the completion is sent from `scheduler` and this sequence is
  /// unsubscribed; a terminal event of this sequence that comes first is forwarded at once.
  ///
  /// ```swift
  /// let firstMinute = measurements.take(for: .seconds(60), scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - duration: How long to forward the elements.
  ///   - scheduler: The scheduler that runs the clock and sends the completion.
  /// - Returns: The sequence that ends after `duration`.
  @inlinable
  public func take(for duration: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    let source = asObservable()
    return Producer { observer, lifetime in
      let sink = Sink(TakeUntilStateMachine.forwarding, observer: observer, lifetime: lifetime)
      lifetime.add(
        scheduler.scheduleOnce((), after: duration) { _ in
          sink.exclusively { sink.perform(sink.machine.otherSentElement(), nil, .completed) }
        })
      source.run(sink.forwardSource, lifetime)
    }
  }
}
