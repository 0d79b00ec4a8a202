extension ObservableType {
  /// Shifts every element and the completion later by `dueTime`; errors are sent at once.
  ///
  /// Each event is sent from `scheduler` `dueTime` after it arrived, in order; this sequence is
  /// unsubscribed as soon as it terminates. An error is sent as soon as it arrives and drops the
  /// events still waiting, as RxSwift does.
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
      let shared = GatedState(DelayState<Element>())
      let timer = SerialDisposable()
      lifetime.add(timer)
      let sourceLifetime = lifetime.makeChild()

      // Sends the oldest waiting event, then waits for the next one; one event per run, as
      // RxSwift's delay does, so that events due together are spread over successive runs.
      func sendNext() {
        shared.run {
          guard !lifetime.isDisposed, let (_, event) = shared.state.waiting.popFirst() else {
            return
          }
          observer(event)
          // Read afresh: the observer may have sent more into the source, nested.
          guard let (arrival, _) = shared.state.waiting.first else {
            shared.state.isSending = false
            return
          }
          let wait = dueTime.remaining(since: arrival, now: scheduler.now)
          timer.disposable = scheduler.scheduleRelative((), dueTime: wait) { _ in
            sendNext()
            return Disposables.create()
          }
        }
      }

      source.run(
        { event in
          if event.isStopEvent { sourceLifetime.dispose() }
          shared.run {
            guard !lifetime.isDisposed else { return }
            if case .error = event {
              shared.state.waiting = FIFO()
              observer(event)
              return
            }
            shared.state.waiting.append((scheduler.now, event))
            if shared.state.isSending { return }
            shared.state.isSending = true
            timer.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
              sendNext()
              return Disposables.create()
            }
          }
        }, sourceLifetime)
    }
  }
}

/// The events `delay` holds, and whether a run that sends them is scheduled.
@usableFromInline
struct DelayState<Element> {
  /// The events waiting, oldest first, with their arrival times.
  @usableFromInline
  var waiting = FIFO<(RxTime, Event<Element>)>()

  @usableFromInline
  var isSending = false

  @inlinable
  init() {}
}
