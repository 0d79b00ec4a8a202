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
      // The sink's gate is taken only to feed the machine: events are delivered outside it, by
      // one delivery action at a time.
      let sink = Sink(ObserveOnStateMachine<Element>(), observer: observer, lifetime: lifetime)
      lifetime.add(sink)
      let upstream = lifetime.makeChild()
      source.run(
        { event in
          if case .scheduleDelivery = sink.exclusively({ sink.machine.eventArrived(event) }) {
            // The source sends serially, so no other event schedules an action meanwhile; an
            // action that runs at once only ever reschedules through its own recursion.
            let drain = scheduler.scheduleRecursive(()) { _, recurse in
              sink.deliverNext(recurse)
            }
            sink.exclusively { sink.machine.deliveryScheduled(drain) }?.dispose()
          }
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

extension Sink {
  /// The delivery action of `observe(on:)`: delivers the oldest waiting event outside the gate,
  /// then lets the action run again if more wait. Captures only the sink, so that scheduling the
  /// action allocates no context; reading ``observer`` outside the gate is safe here, since only
  /// ``finish(_:)``, which this operator never calls, replaces it.
  @inlinable
  func deliverNext(_ recurse: (()) -> Void) where Machine == ObserveOnStateMachine<Element> {
    guard case .deliver(let event) = exclusively({ machine.deliveryStarted() }),
      !lifetime.isDisposed
    else { return }
    observer(event)
    if case .deliverNext = exclusively({ machine.eventDelivered(event) }) {
      recurse(())
    }
  }
}
