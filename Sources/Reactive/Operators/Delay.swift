extension ObservableType {
  /// Shifts every element and the completion later by `dueTime`; errors are sent at once.
  ///
  /// Each event is sent from `scheduler` `dueTime` after it arrived, in order; this sequence is
  /// unsubscribed as soon as it terminates. An error is sent as soon as it arrives and drops the
  /// events still waiting, as RxSwift does; if an event is being sent at that moment, the error
  /// follows as soon as the observer has returned from it. No lock is held while the observer
  /// runs, so the source may send from any thread meanwhile without waiting for it.
  ///
  /// ```swift
  /// let toasts = messages.delay(.seconds(1), scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: How much later each event is sent.
  ///   - scheduler: The scheduler that runs the clock and sends the events.
  /// - Returns: The delayed sequence.
  @inlinable
  public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    let source = asObservable()
    return Producer { observer, lifetime in
      // The sink's gate is taken only to feed the machine: events are delivered outside it.
      let sink = Sink(DelayStateMachine<Element>(), observer: observer, lifetime: lifetime)
      lifetime.add(sink)
      let sourceLifetime = lifetime.makeChild()

      func perform(_ action: DelayStateMachine<Element>.Action) {
        switch action {
        case .ignore:
          break
        case .fail(let error, let send):
          if !lifetime.isDisposed { observer(.error(error)) }
          send?.dispose()
        case .scheduleSend(let slot, let arrival):
          let wait = arrival.map { dueTime.remaining(since: $0, now: scheduler.now) } ?? dueTime
          slot.setDisposable(
            scheduler.scheduleOnce((), after: wait) { _ in
              sendNext()
            })
        }
      }

      // Sends the oldest waiting event, then an error that arrived meanwhile or else waits for
      // the next event: one event per scheduled send, as RxSwift's delay does, so that events
      // due together are spread over successive sends.
      func sendNext() {
        guard case .deliver(let event) = sink.exclusively({ sink.machine.sendStarted() }) else {
          return
        }
        if !lifetime.isDisposed { observer(event) }
        perform(sink.exclusively { sink.machine.sendFinished(event) })
      }

      source.run(
        { event in
          if event.isStopEvent { sourceLifetime.dispose() }
          let now = scheduler.now
          perform(sink.exclusively { sink.machine.eventArrived(event, at: now) })
        }, sourceLifetime)
    }
  }
}
