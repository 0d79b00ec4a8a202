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
      let shared = LockedState(DelayState<Element>())
      let timer = SerialDisposable()
      lifetime.add(timer)
      let sourceLifetime = lifetime.makeChild()

      // Sends the oldest waiting event, then waits for the next one; one event per run, as
      // RxSwift's delay does, so that events due together are spread over successive runs.
      func sendNext() {
        shared.withLock { state in
          guard !lifetime.isDisposed, let (_, event) = state.dequeue() else { return }
          observer(event)
          guard let (arrival, _) = state.first else {
            state.isSending = false
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
          shared.withLock { state in
            guard !lifetime.isDisposed else { return }
            if case .error = event {
              state.removeAll()
              observer(event)
              return
            }
            state.enqueue((scheduler.now, event))
            if state.isSending { return }
            state.isSending = true
            timer.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
              sendNext()
              return Disposables.create()
            }
          }
        }, sourceLifetime)
    }
  }
}

/// The events `delay` holds, oldest first, with their arrival times.
@usableFromInline
struct DelayState<Element> {
  @usableFromInline
  var waiting: [(RxTime, Event<Element>)?] = []

  /// The index of the oldest waiting event; slots before it are emptied.
  @usableFromInline
  var head = 0

  /// Whether a run that sends the waiting events is scheduled.
  @usableFromInline
  var isSending = false

  @inlinable
  init() {}

  @inlinable
  var first: (RxTime, Event<Element>)? {
    head < waiting.count ? waiting[head] : nil
  }

  @inlinable
  mutating func enqueue(_ entry: (RxTime, Event<Element>)) {
    waiting.append(entry)
  }

  @inlinable
  mutating func dequeue() -> (RxTime, Event<Element>)? {
    guard head < waiting.count else { return nil }
    let entry = waiting[head]
    waiting[head] = nil
    head += 1
    if head == waiting.count {
      waiting.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 32 && head * 2 >= waiting.count {
      waiting.removeFirst(head)
      head = 0
    }
    return entry
  }

  @inlinable
  mutating func removeAll() {
    waiting = []
    head = 0
  }
}
