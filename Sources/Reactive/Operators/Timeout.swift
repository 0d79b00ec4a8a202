extension ObservableType {
  /// Fails with ``RxError/timeout`` when this sequence sends nothing for `dueTime`.
  ///
  /// The clock starts at subscription and restarts once each element has been delivered; if it
  /// runs out before the next event, this sequence is unsubscribed and `.error(RxError.timeout)`
  /// is sent from `scheduler`. Events of this sequence are delivered where it sends them, without
  /// holding a lock, as in RxSwift.
  ///
  /// ```swift
  /// let answer = request.timeout(.seconds(5), scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The longest wait for the first and each following event.
  ///   - scheduler: The scheduler that runs the clock.
  /// - Returns: The sequence that fails when this one is too slow.
  @inlinable
  public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    timeout(dueTime, other: Observable.error(RxError.timeout), scheduler: scheduler)
  }

  /// Switches to `other` when this sequence sends nothing for `dueTime`.
  ///
  /// The clock starts at subscription and restarts once each element has been delivered; if it
  /// runs out before the next event, this sequence is unsubscribed and `other` is subscribed in
  /// its place, from `scheduler`, and forwarded to the end. No lock is held while the observer
  /// runs, so the clock's scheduler is never kept waiting for it, as in RxSwift.
  ///
  /// ```swift
  /// let quote = liveQuote.timeout(
  ///   .seconds(2), other: Observable.just(cachedQuote), scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The longest wait for the first and each following event.
  ///   - other: The sequence to continue with on a timeout.
  ///   - scheduler: The scheduler that runs the clock.
  /// - Returns: The sequence that falls back to `other` when this one is too slow.
  @inlinable
  public func timeout<Source: ObservableConvertibleType>(
    _ dueTime: RxTimeInterval, other: Source, scheduler: any SchedulerType
  ) -> Observable<Element> where Element == Source.Element {
    let source = asObservable()
    let other = other.asObservable()
    return Producer { observer, lifetime in
      // The sink's gate is taken only to feed the machine: events are delivered outside it.
      let sink = Sink(TimeoutStateMachine(), observer: observer, lifetime: lifetime)
      let timer = SerialDisposable()
      lifetime.add(timer)
      let sourceLifetime = lifetime.makeChild()

      func startTimer(_ generation: UInt64) {
        timer.disposable = scheduler.scheduleOnce(generation, after: dueTime) { generation in
          let action = sink.exclusively { sink.machine.timerFired(generation) }
          if action == .switchToOther, !lifetime.isDisposed {
            sourceLifetime.dispose()
            other.runEnteringTrampoline(observer, lifetime)
          }
        }
      }

      // Started before subscribing, so that a synchronous source finds it in place.
      startTimer(0)
      source.run(
        { event in
          let action = sink.exclusively {
            event.isStopEvent ? sink.machine.sourceTerminated() : sink.machine.elementArrived()
          }
          guard action == .deliver, !lifetime.isDisposed else { return }
          observer(event)
          guard !event.isStopEvent,
            case .startTimer(let generation) = sink.exclusively({ sink.machine.elementDelivered() })
          else { return }
          startTimer(generation)
        }, sourceLifetime)
    }
  }
}
