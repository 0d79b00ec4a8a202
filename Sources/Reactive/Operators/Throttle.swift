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
      let shared = GatedState(ThrottleState<Element>())
      let timer = SerialDisposable()
      lifetime.add(timer)

      // Under the gate: sends `element`, which opens a window once the delivery returns.
      func send(_ element: Element) {
        observer(.next(element))
        shared.state.lastSent = scheduler.now
      }

      func endWindow() {
        shared.exclusively {
          if lifetime.isDisposed { return }
          if let pending = shared.state.pending.take() { send(pending) }
          if shared.state.isCompleted, !lifetime.isDisposed { observer(.completed) }
        }
      }

      // A child, so that the source is let go of when it completes, not when the window ends.
      let upstream = lifetime.makeChild()
      source.run(
        { event in
          defer { if event.isStopEvent { upstream.dispose() } }
          shared.exclusively {
            if lifetime.isDisposed { return }
            switch event {
            case .next(let element):
              let wait =
                shared.state.lastSent.map { dueTime.remaining(since: $0, now: scheduler.now) }
                ?? .nanoseconds(0)
              if wait == .nanoseconds(0) {
                shared.state.pending = nil
                send(element)
                return
              }
              guard latest else { return }
              let isWindowEndScheduled = shared.state.pending != nil
              shared.state.pending = element
              if isWindowEndScheduled { return }
              timer.disposable = scheduler.scheduleRelative((), dueTime: wait) { _ in
                endWindow()
                return Disposables.create()
              }
            case .error:
              shared.state.pending = nil
              observer(event)
            case .completed:
              if shared.state.pending != nil {
                shared.state.isCompleted = true
              } else {
                observer(event)
              }
            }
          }
        }, upstream)
    }
  }
}

/// The element `throttle` holds for the end of the window, and when the last one was sent.
@usableFromInline
struct ThrottleState<Element> {
  @usableFromInline
  var pending: Element?

  @usableFromInline
  var lastSent: RxTime?

  /// Whether the source completed while an element was pending.
  @usableFromInline
  var isCompleted = false

  @inlinable
  init() {}
}
