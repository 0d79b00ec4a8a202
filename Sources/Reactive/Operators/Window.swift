import Synchronization

extension ObservableType {
  /// Splits the elements into windows, each a sequence that ends when it has `count` elements or
  /// when `timeSpan` has passed, whichever comes first.
  ///
  /// The first window is sent at subscription. A window completes when it has received `count`
  /// elements, or from `scheduler` when `timeSpan` has passed since it opened; the next window is
  /// sent right after, with a fresh clock. Each window is hot: it sends only the elements that
  /// arrive while one is subscribed to it, and a window subscribed after it ended completes at
  /// once. An error or completion of this sequence ends the current window and the sequence of
  /// windows with it.
  ///
  /// As in RxSwift, this sequence stays subscribed as long as the sequence of windows or any
  /// window is subscribed: disposing the sequence of windows lets the windows subscribed at that
  /// moment run until they end. A `count` of zero or less means windows end only by time.
  ///
  /// ```swift
  /// let counts = clicks.window(timeSpan: .seconds(1), count: 10, scheduler: MainScheduler.instance)
  ///   .flatMap { window in window.reduce(0) { total, _ in total + 1 } }
  /// ```
  ///
  /// - Parameters:
  ///   - timeSpan: The longest time a window stays open.
  ///   - count: The most elements a window receives.
  ///   - scheduler: The scheduler that runs the clock and ends windows by time.
  /// - Returns: The sequence of windows.
  @inlinable
  public func window(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType)
    -> Observable<Observable<Element>>
  {
    let source = asObservable()
    return Producer { observer, lifetime in
      // The source and the clock live as long as the windows use them, not only the outer
      // subscription: their lifetime is released by the last user.
      let sourceLifetime = Lifetime()
      let users = WindowUsers(sourceLifetime)
      lifetime.add(Disposables.create(with: users.release))
      let sink = Sink(
        WindowStateMachine(count: count, first: PublishSubject<Element>()), observer: observer,
        lifetime: lifetime)
      let timer = SerialDisposable()
      sourceLifetime.add(timer)

      func window(of subject: PublishSubject<Element>) -> Observable<Element> {
        Producer { windowObserver, windowLifetime in
          if users.retain() {
            windowLifetime.add(Disposables.create(with: users.release))
          }
          subject.run(windowObserver, windowLifetime)
        }
      }

      // Under the gate. The windows that end and open are delivered before the next window's
      // clock starts, as RxSwift does: work the observers schedule for the same time runs first.
      // A window that the observers open by sending elements back, nested, starts its own clock,
      // and this one is not started then.
      func perform(
        _ action: WindowStateMachine<PublishSubject<Element>>.Action, _ event: Event<Element>
      ) {
        switch action {
        case .forward(let current):
          current.on(event)
        case .rollOver(let ended, let opened, let generation):
          if case .next = event { ended.on(event) }
          ended.on(.completed)
          sink.send(window(of: opened))
          startTimer(generation)
        case .finish(let current):
          current.on(event)
          if case .error(let error) = event {
            sink.finish(.error(error))
          } else {
            sink.finish(.completed)
          }
        case .ignore:
          return
        }
      }

      func startTimer(_ generation: UInt64) {
        guard sink.machine.isCurrent(generation), !sourceLifetime.isDisposed else { return }
        timer.disposable = scheduler.scheduleOnce(generation, after: timeSpan) {
          generation in
          sink.exclusively {
            if sourceLifetime.isDisposed { return }
            perform(sink.machine.timerFired(generation, opening: PublishSubject()), .completed)
          }
        }
      }

      sink.exclusively {
        if case .open(let first, _, _) = sink.machine.state { sink.send(window(of: first)) }
        startTimer(0)
      }
      source.run(
        { event in
          sink.exclusively {
            if sourceLifetime.isDisposed { return }
            if case .next = event {
              perform(sink.machine.elementArrived(opening: PublishSubject()), event)
            } else {
              perform(sink.machine.sourceEnded(), event)
            }
          }
          if event.isStopEvent { users.end() }
        }, sourceLifetime)
    }
  }
}

/// Counts the users of `window`'s source subscription, the outer subscription and each window
/// subscription, and disposes it when the last one leaves.
@usableFromInline
final class WindowUsers: @unchecked Sendable {
  // @unchecked Sendable: `sourceLifetime` is guarded by `lock`; `count` is atomic
  @usableFromInline
  let count = Atomic<Int>(1)

  @usableFromInline
  let lock = Lock()

  @exclusivity(unchecked) @usableFromInline
  var sourceLifetime: Lifetime?

  @inlinable
  init(_ sourceLifetime: Lifetime) {
    self.sourceLifetime = sourceLifetime
  }

  /// Adds a user, unless the last one has already left; returns whether it did.
  @inlinable
  func retain() -> Bool {
    var current = count.load(ordering: .relaxed)
    while current > 0 {
      let (exchanged, actual) = count.compareExchange(
        expected: current, desired: current + 1, ordering: .acquiringAndReleasing)
      if exchanged { return true }
      current = actual
    }
    return false
  }

  /// Removes a user; the last one ends the source subscription.
  @usableFromInline
  func release() {
    if count.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 { end() }
  }

  /// Disposes the source subscription and lets it go, so that windows kept around do not keep
  /// it alive.
  @usableFromInline
  func end() {
    let released = lock.locked {
      defer { sourceLifetime = nil }
      return sourceLifetime
    }
    released?.dispose()
  }
}
