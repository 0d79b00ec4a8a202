extension ObservableType {
  /// Delivers this sequence's events on `scheduler`.
  ///
  /// Each event is queued and delivered by a scheduled action, one event per action, one action at
  /// a time, so events arrive in order and never overlap even on a concurrent scheduler. On a
  /// ``SerialDispatchQueueScheduler`` (``MainScheduler`` included) each event is queued as its own
  /// item when it is sent, as in RxSwift, so it runs in that order with other work on the queue.
  /// Disposing drops the events still queued.
  ///
  /// ```swift
  /// let background = SerialDispatchQueueScheduler(qos: .utility)
  /// Observable.of(1, 2, 3)
  ///   .observe(on: background)
  ///   .subscribe(onNext: { print($0) })  // runs on the background queue
  ///   .disposed(by: disposeBag)
  /// // Prints: 1
  /// //         2
  /// //         3
  /// ```
  ///
  /// With ``MainScheduler/instance`` on the main thread and nothing already queued, delivery is
  /// immediate, as in RxSwift; use ``MainScheduler/asyncInstance`` to always hop.
  ///
  /// As in RxSwift, where every operator disposes its subscription right after forwarding a
  /// terminal event, the subscription to this sequence is disposed as soon as it terminates,
  /// before the terminal event is delivered on `scheduler`.
  ///
  /// - Parameter scheduler: Where the events are delivered.
  /// - Returns: The same events, delivered on `scheduler`.
  @inlinable
  public func observe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    if let serial = scheduler as? SerialDispatchQueueScheduler {
      return source.observe(onSerialQueueOf: serial)
    }
    return Producer { observer, lifetime in
      let delivery = ScheduledDelivery(scheduler: scheduler, observer: observer, lifetime: lifetime)
      lifetime.add(delivery)
      let upstream = lifetime.makeChild()
      source.run(
        { event in
          delivery.enqueue(event)
          if event.isStopEvent { upstream.dispose() }
        }, upstream)
    }
  }
}

extension Observable {
  /// `observe(on:)` a serial dispatch queue: each event is its own queue item, as in RxSwift, so
  /// it takes its place among the queue's other work when it is sent; the queue runs the items
  /// one at a time and in order, which is what serializes the observer's calls.
  @usableFromInline
  func observe(onSerialQueueOf scheduler: SerialDispatchQueueScheduler) -> Observable<Element> {
    Producer { observer, lifetime in
      // Only the serial queue calls it, one queued event at a time.
      nonisolated(unsafe) let observer = observer
      let upstream = lifetime.makeChild()
      self.run(
        { event in
          nonisolated(unsafe) let event = event
          scheduler.enqueue {
            if !lifetime.isDisposed { observer(event) }
          }
          if event.isStopEvent { upstream.dispose() }
        }, upstream)
    }
  }
}

/// The queue of events that `observe(on:)` delivers on a scheduler, with at most one delivery
/// action scheduled at a time.
@usableFromInline
final class ScheduledDelivery<Element>: Disposable, @unchecked Sendable {
  // @unchecked Sendable: `queue`, `isDelivering`, `isDisposed` and `drain` are guarded by `lock`
  private let scheduler: any ImmediateSchedulerType
  private let observer: EventHandler<Element>
  private let lifetime: Lifetime
  private let lock = Lock()
  @exclusivity(unchecked) private var queue = FIFO<Event<Element>>()
  @exclusivity(unchecked) private var isDelivering = false
  @exclusivity(unchecked) private var isDisposed = false
  @exclusivity(unchecked) private var drain: (any Disposable)?

  @usableFromInline
  init(
    scheduler: any ImmediateSchedulerType, observer: @escaping EventHandler<Element>,
    lifetime: Lifetime
  ) {
    self.scheduler = scheduler
    self.observer = observer
    self.lifetime = lifetime
  }

  /// Queues `event` and schedules its delivery unless a delivery is already under way.
  @usableFromInline
  func enqueue(_ event: Event<Element>) {
    let start: Bool = lock.locked {
      if isDisposed { return false }
      queue.append(event)
      if isDelivering { return false }
      isDelivering = true
      return true
    }
    guard start else { return }
    // The source sends serially, so no other `enqueue` replaces `drain` meanwhile; a delivery
    // action that runs at once only ever reschedules through its own recursion.
    let recursion = scheduler.scheduleRecursive(()) { [self] _, recurse in
      deliverNext(recurse)
    }
    let previous: (any Disposable)? = lock.locked {
      if isDisposed { return recursion }
      defer { drain = recursion }
      return drain
    }
    previous?.dispose()
  }

  /// Delivers the oldest queued event, then schedules the next delivery if more are queued.
  private func deliverNext(_ recurse: (()) -> Void) {
    let next: Event<Element>? = lock.locked {
      if let event = queue.popFirst() { return event }
      isDelivering = false
      return nil
    }
    guard let next, !lifetime.isDisposed else { return }
    observer(next)
    if next.isStopEvent { return }
    let hasMore: Bool = lock.locked {
      if !queue.isEmpty { return true }
      isDelivering = false
      return false
    }
    if hasMore { recurse(()) }
  }

  /// Drops the queued events and cancels the scheduled delivery.
  @usableFromInline
  func dispose() {
    // The dropped events are released after leaving the lock.
    let (scheduled, _): ((any Disposable)?, FIFO<Event<Element>>) = lock.locked {
      isDisposed = true
      defer {
        drain = nil
        queue = FIFO()
      }
      return (drain, queue)
    }
    scheduled?.dispose()
  }
}
