import Dispatch

extension ObservableType {
  /// Sends at most one element per `dueTime`: the first at once, then, with `latest`, the last
  /// one of each window when the window ends.
  ///
  /// An element that arrives when `dueTime` has passed since the last sent one is sent at once
  /// and opens a window. With `latest` (the default), the last element received during the
  /// window is sent from `scheduler` when the window ends, which opens the next window; without
  /// it, elements received during a window are dropped. A completion waits for the pending
  /// element to be sent at the end of its window, but the subscription to this sequence is
  /// disposed at once; an error drops the pending element and is sent at once. A window opens
  /// when the delivery of its first element returns, so a slow observer does not eat into it,
  /// and an element the observer sends back into this sequence from inside `onNext` is judged by
  /// the previous window. These are RxSwift 6's semantics.
  ///
  /// ```swift
  /// let taps = button.rx.tap.throttle(.seconds(1), latest: false, scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The length of a window.
  ///   - latest: Whether the last element of a window is sent when the window ends.
  ///   - scheduler: The scheduler that runs the clock and sends the delayed elements.
  /// - Returns: The throttled sequence.
  @inlinable
  public func throttle(
    _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer, lifetime in
      let sink = Sink(
        ThrottleStateMachine<Element>(dueTime: dueTime, latest: latest), observer: observer,
        lifetime: lifetime)
      let timer = SerialDisposable()
      lifetime.add(timer)

      // Under the gate.
      func perform(_ action: ThrottleStateMachine<Element>.Action, _ event: Event<Element>) {
        switch action {
        case .send(let element):
          sink.send(element)
          sink.machine.sent(at: scheduler.now)
        case .scheduleWindowEnd(let wait):
          timer.disposable = scheduler.scheduleOnce((), after: wait) { _ in
            sink.exclusively {
              if !lifetime.isDisposed { perform(sink.machine.windowEnded(), .completed) }
            }
          }
        case .complete(let element):
          sink.send(element)
          sink.finish(.completed)
        case .finishCompleted, .fail:
          sink.finish(event)
        case .ignore:
          return
        }
      }

      // A child, so that the source is let go of when it completes, not when the window ends.
      let upstream = lifetime.makeChild()
      source.run(
        { event in
          defer { if event.isStopEvent { upstream.dispose() } }
          sink.exclusively {
            if lifetime.isDisposed { return }
            switch event {
            case .next(let element):
              perform(sink.machine.elementArrived(element, now: scheduler.now), event)
            case .error: perform(sink.machine.sourceFailed(), event)
            case .completed: perform(sink.machine.sourceCompleted(), event)
            }
          }
        }, upstream)
    }
  }
}
