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
      let queue = DelayQueue<Element>()
      lifetime.add(queue)
      let sourceLifetime = lifetime.makeChild()

      func perform(_ step: DelayQueue<Element>.Step) {
        switch step {
        case .none:
          break
        case .send(let event):
          if !lifetime.isDisposed { observer(event) }
        case .schedule(let slot, let arrival):
          let wait = arrival.map { dueTime.remaining(since: $0, now: scheduler.now) } ?? dueTime
          slot.setDisposable(
            scheduler.scheduleRelative((), dueTime: wait) { _ in
              sendNext()
              return Disposables.create()
            })
        }
      }

      // Sends the oldest waiting event, then an error that arrived meanwhile or else waits for
      // the next event: one event per run, as RxSwift's delay does, so that events due together
      // are spread over successive runs.
      func sendNext() {
        guard let event = queue.startSending() else { return }
        if !lifetime.isDisposed { observer(event) }
        perform(queue.finishSending(event))
      }

      source.run(
        { event in
          if event.isStopEvent { sourceLifetime.dispose() }
          perform(queue.receive(event, at: scheduler.now))
        }, sourceLifetime)
    }
  }
}

/// The events `delay` holds and where its delivery is, guarded by a lock that is never held
/// while the observer or the scheduler runs.
///
/// One thread at a time sends: a scheduled run, or the source's thread for an error that arrives
/// while no run is sending. An error that arrives during a run is kept for that run to send once
/// the observer has returned.
@usableFromInline
final class DelayQueue<Element>: Disposable, @unchecked Sendable {
  // @unchecked Sendable: `waiting`, `phase` and `run` are guarded by `lock`
  @usableFromInline
  enum Phase {
    /// Nothing is waiting.
    case idle
    /// Events are waiting and a run to send the oldest is scheduled.
    case scheduled
    /// A run is sending an event.
    case sending
    /// A run is sending an event and this error arrived meanwhile; the run sends it next.
    case failing(Event<Element>)
    /// A terminal event was sent or the subscription was disposed: nothing more is sent.
    case finished
  }

  /// What the caller does next, outside the lock.
  @usableFromInline
  enum Step {
    case none
    /// Send this terminal event now.
    case send(Event<Element>)
    /// Schedule the next run into this slot, `dueTime` after `arrival` (after now if `nil`).
    case schedule(SingleAssignmentDisposable, arrival: RxTime?)
  }

  @usableFromInline
  let lock = Lock()

  /// The events waiting, oldest first, with their arrival times.
  @exclusivity(unchecked) @usableFromInline
  var waiting = FIFO<(arrival: RxTime, event: Event<Element>)>()

  @exclusivity(unchecked) @usableFromInline
  var phase = Phase.idle

  /// The scheduled run; each run is made and recorded under the lock with the decision to
  /// schedule it, so a run that ends before its scheduler call has returned is never mistaken for
  /// the next one.
  @exclusivity(unchecked) @usableFromInline
  var scheduledSend: SingleAssignmentDisposable?

  @inlinable
  init() {}

  /// Takes in an event from the source, which arrived at `now`.
  @inlinable
  func receive(_ event: Event<Element>, at now: RxTime) -> Step {
    // The dropped events are released after leaving the lock.
    let (step, _): (Step, FIFO<(arrival: RxTime, event: Event<Element>)>?) = lock.locked {
      if case .error = event {
        switch phase {
        case .finished, .failing:
          return (.none, nil)
        case .sending:
          phase = .failing(event)
        case .idle, .scheduled:
          phase = .finished
          return (.send(event), takeWaiting())
        }
        return (.none, takeWaiting())
      }
      switch phase {
      case .finished, .failing:
        return (.none, nil)
      case .scheduled, .sending:
        waiting.append((now, event))
        return (.none, nil)
      case .idle:
        waiting.append((now, event))
        phase = .scheduled
        return (scheduleSend(arrival: nil), nil)
      }
    }
    return step
  }

  /// Starts a scheduled run: returns the oldest waiting event for it to send, or `nil` if the
  /// delivery has finished meanwhile.
  @inlinable
  func startSending() -> Event<Element>? {
    // The run's own slot is released after leaving the lock.
    let (event, _): (Event<Element>?, SingleAssignmentDisposable?) = lock.locked {
      guard case .scheduled = phase else { return (nil, nil) }
      guard let (_, event) = waiting.popFirst() else {
        preconditionFailure("delay: a send was scheduled with no event waiting")
      }
      phase = .sending
      defer { scheduledSend = nil }
      return (event, scheduledSend)
    }
    return event
  }

  /// Ends a run that has sent `sent`: what follows it.
  @inlinable
  func finishSending(_ sent: Event<Element>) -> Step {
    lock.locked {
      switch phase {
      case .failing(let error):
        phase = .finished
        return .send(error)
      case .sending:
        if sent.isStopEvent {
          phase = .finished
          return .none
        }
        guard let (arrival, _) = waiting.first else {
          phase = .idle
          return .none
        }
        phase = .scheduled
        return scheduleSend(arrival: arrival)
      case .finished:
        return .none
      case .idle, .scheduled:
        preconditionFailure("delay: a send finished in phase \(phase)")
      }
    }
  }

  /// Under the lock, with no run recorded: records a new run and returns the step that schedules
  /// it.
  @inlinable
  func scheduleSend(arrival: RxTime?) -> Step {
    let slot = SingleAssignmentDisposable()
    scheduledSend = slot
    return .schedule(slot, arrival: arrival)
  }

  /// Under the lock: empties the queue and returns what it held.
  @inlinable
  func takeWaiting() -> FIFO<(arrival: RxTime, event: Event<Element>)> {
    defer { waiting = FIFO() }
    return waiting
  }

  /// Stops the delivery and cancels the scheduled run.
  @usableFromInline
  func dispose() {
    let (scheduled, _) = lock.locked {
      phase = .finished
      defer { scheduledSend = nil }
      return (scheduledSend, takeWaiting())
    }
    scheduled?.dispose()
  }
}
