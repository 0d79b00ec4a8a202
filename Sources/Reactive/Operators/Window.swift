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
      let shared = GatedState(WindowState<Element>())
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

      // Under the gate: opens the next window, sends `last` to the window that ends, completes it
      // and sends the next one, then starts the next one's clock, as RxSwift does: work the
      // observers schedule for the same time runs first. The state moves on before any delivery,
      // so that elements a window's observer sends back, nested, are counted into the window they
      // arrive in; a window they open starts its own clock, and this one is not started then.
      func openWindow(sending last: Event<Element>? = nil) {
        let (ended, opened, generation) = shared.state.openNext()
        if let last { ended.on(last) }
        ended.on(.completed)
        if !lifetime.isDisposed { observer(.next(window(of: opened))) }
        startTimer(generation)
      }

      func startTimer(_ generation: UInt64) {
        guard shared.state.generation == generation, !sourceLifetime.isDisposed else { return }
        timer.disposable = scheduler.scheduleRelative(generation, dueTime: timeSpan) {
          generation in
          shared.exclusively {
            guard shared.state.generation == generation, !sourceLifetime.isDisposed else { return }
            openWindow()
          }
          return Disposables.create()
        }
      }

      shared.exclusively {
        if !lifetime.isDisposed { observer(.next(window(of: shared.state.subject))) }
        startTimer(0)
      }
      source.run(
        { event in
          shared.exclusively {
            guard !sourceLifetime.isDisposed else { return }
            let current = shared.state.subject
            switch event {
            case .next:
              shared.state.count += 1
              if shared.state.count == count {
                openWindow(sending: event)
              } else {
                current.on(event)
              }
            case .error(let error):
              current.on(event)
              if !lifetime.isDisposed { observer(.error(error)) }
            case .completed:
              current.on(event)
              if !lifetime.isDisposed { observer(.completed) }
            }
          }
          if event.isStopEvent { users.end() }
        }, sourceLifetime)
    }
  }
}

/// The window `window` is filling, and which clock may end it.
@usableFromInline
struct WindowState<Element> {
  @usableFromInline
  var subject = PublishSubject<Element>()

  /// The elements the current window has received.
  @usableFromInline
  var count = 0

  /// Counts the windows; only the clock started with the current window may end it.
  @usableFromInline
  var generation: UInt64 = 0

  @inlinable
  init() {}

  /// Replaces the current window with a new one; returns both and the generation of the new
  /// one's clock.
  @inlinable
  mutating func openNext() -> (
    ended: PublishSubject<Element>, opened: PublishSubject<Element>, generation: UInt64
  ) {
    let ended = subject
    subject = PublishSubject()
    count = 0
    generation &+= 1
    return (ended, subject, generation)
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
