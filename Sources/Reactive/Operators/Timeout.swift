extension ObservableType {
  /// Fails with ``RxError/timeout`` when this sequence sends nothing for `dueTime`.
  ///
  /// The clock starts at subscription and restarts after each element; if it runs out before the
  /// next event, this sequence is unsubscribed and `.error(RxError.timeout)` is sent from
  /// `scheduler`. Events of this sequence are delivered where it sends them.
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
  /// The clock starts at subscription and restarts after each element; if it runs out before the
  /// next event, this sequence is unsubscribed and `other` is subscribed in its place, from
  /// `scheduler`, and forwarded to the end.
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
      let shared = GatedState(TimeoutState())
      let timer = SerialDisposable()
      lifetime.add(timer)
      let sourceLifetime = lifetime.makeChild()

      func startTimer(_ generation: UInt64) {
        timer.disposable = scheduler.scheduleRelative(generation, dueTime: dueTime) { generation in
          let timedOut = shared.run { () -> Bool in
            guard !shared.state.switched, shared.state.generation == generation,
              !lifetime.isDisposed
            else { return false }
            shared.state.switched = true
            return true
          }
          if timedOut {
            sourceLifetime.dispose()
            other.run(observer, lifetime)
          }
          return Disposables.create()
        }
      }

      // Started before subscribing, so that a synchronous source finds it in place.
      startTimer(0)
      source.run(
        { event in
          shared.run {
            guard !shared.state.switched, !lifetime.isDisposed else { return }
            shared.state.generation &+= 1
            // The clock restarts before the delivery, so that the clock of an element the
            // observer sends back, nested, replaces this one.
            if case .next = event { startTimer(shared.state.generation) }
            observer(event)
          }
        }, sourceLifetime)
    }
  }
}

/// Which clock of `timeout` is current, and whether it has run out.
@usableFromInline
struct TimeoutState {
  /// Counts the events of the source; a clock started after event n times out only if no event
  /// followed.
  @usableFromInline
  var generation: UInt64 = 0

  /// Whether the operator has switched to the other sequence.
  @usableFromInline
  var switched = false

  @inlinable
  init() {}
}
