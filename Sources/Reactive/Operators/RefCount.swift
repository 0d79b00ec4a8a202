extension ConnectableObservableType {
  /// Returns a sequence that connects this connectable sequence while it has subscribers.
  ///
  /// The first subscriber connects the source; when the last one leaves, the connection is
  /// disposed. When the source terminates, the count starts over: the next subscriber connects
  /// again (what it then receives depends on the subject, see ``ObservableType/multicast(_:)``).
  ///
  /// ```swift
  /// let numbers = PublishSubject<Int>()
  /// let shared = numbers.publish().refCount()
  /// let a = shared.subscribe(onNext: { print("A", $0) })
  /// numbers.onNext(1)
  /// a.dispose()
  /// numbers.onNext(2)
  /// _ = shared.subscribe(onNext: { print("B", $0) })
  /// numbers.onNext(3)
  /// // Prints: A 1
  /// //         B 3
  /// ```
  ///
  /// Connecting and disconnecting run no lock while they call the connectable (and through it
  /// the source's subscribe and dispose handlers and the observers of synchronous elements): an
  /// observer may wait for another thread that subscribes to or disposes a subscription of the
  /// same sequence. They happen one at a time and in order: a subscriber that arrives while the
  /// previous connection is being disposed is connected once that disposal is over, by the
  /// thread disposing it, rather than joining the ending connection. Such a subscriber's
  /// `subscribe` returns without waiting for that thread (where RxSwift blocks on its lock), so
  /// it receives the source's events once that thread has connected it. A subscriber that ends
  /// during a synchronous source's emission inside `connect()` cannot stop it, because the
  /// connection's disposable exists only once `connect()` returns;
  /// ``ObservableType/share(replay:scope:)`` has no such limit.
  ///
  /// - Returns: A sequence that shares the connection while it has subscribers.
  @inlinable
  public func refCount() -> Observable<Element> {
    let source = asObservable()
    let connect = connect
    let counter = LockedMachine(RefCountStateMachine())
    return Producer { observer, lifetime in
      let subscriber = RefCountSubscriber()
      source.run(
        { event in
          if event.isStopEvent { counter.stop(subscriber, connect: connect) }
          observer(event)
        }, lifetime)
      counter.join(subscriber, lifetime, connect: connect)
    }
  }
}

/// What one `refCount()` subscriber is, for its ``RefCountStateMachine``: guarded by the lock of
/// the machine's shell.
@usableFromInline
final class RefCountSubscriber {
  @exclusivity(unchecked) @usableFromInline
  var phase = RefCountSubscriberPhase.subscribing

  @inlinable
  init() {}
}

extension LockedMachine where Machine == RefCountStateMachine {
  /// Counts `subscriber`, subscribed already, and connects if it is the first.
  @usableFromInline
  func join(
    _ subscriber: RefCountSubscriber, _ lifetime: Lifetime,
    connect: @escaping () -> any Disposable
  ) {
    let thread = currentThreadID()
    let action = withMachine { $0.subscriberSubscribed(&subscriber.phase, thread: thread) }
    guard case .join(let joined, let settle) = action else { return }
    lifetime.add(
      Disposables.create { [self] in
        let thread = currentThreadID()
        self.settle(
          withMachine { $0.subscriberLeft(connection: joined, thread: thread) }, connect: connect)
      })
    self.settle(settle, connect: connect)
  }

  /// Handles a subscriber's terminal event: the connection it joined is over.
  @usableFromInline
  func stop(_ subscriber: RefCountSubscriber, connect: () -> any Disposable) {
    let thread = currentThreadID()
    settle(
      withMachine { $0.subscriberStopped(&subscriber.phase, thread: thread) }, connect: connect)
  }

  /// Connects and disposes connections, outside the lock, until the machine asks for nothing.
  private func settle(_ action: RefCountStateMachine.SettleAction, connect: () -> any Disposable) {
    let nested: Bool
    switch action {
    case .ignore: return
    case .settle: nested = false
    case .settleNested: nested = true
    }
    var step = withMachine { $0.settlingContinued(nested: nested) }
    while true {
      switch step {
      case .dispose(let connection):
        connection.dispose()
        step = withMachine { $0.settlingContinued(nested: nested) }
      case .connect(let generation):
        let made = connect()
        step = withMachine { $0.connectionMade(made, generation: generation, nested: nested) }
      case .settled:
        return
      }
    }
  }
}
