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
  /// As in RxSwift, connecting and disconnecting happen while holding the operator's lock (one
  /// that the connecting thread may re-enter), so concurrent first subscribers connect once, and a
  /// new first subscriber never joins a connection that is being disposed. A subscriber
  /// that ends during a synchronous source's emission inside `connect()` cannot stop it, because
  /// the connection's disposable exists only once `connect()` returns; ``ObservableType/share(replay:scope:)``
  /// has no such limit.
  ///
  /// - Returns: A sequence that shares the connection while it has subscribers.
  @inlinable
  public func refCount() -> Observable<Element> {
    let state = RefCountState(source: asObservable(), connect: connect)
    return Producer { observer, lifetime in
      state.subscribe(observer, lifetime)
    }
  }
}

/// The subscriber count and current connection of one `refCount()`.
///
/// Each connection has an id; a subscriber remembers the id of the connection it joined, so that
/// its departure or terminal event after that connection has ended changes nothing.
@usableFromInline
final class RefCountState<Element>: @unchecked Sendable {
  // @unchecked Sendable: `count`, `connectionID` and `connection` are guarded by `lock`
  private let source: Observable<Element>
  private let connectSource: () -> any Disposable
  private let lock = Lock()
  private let connectGate = DeliveryGate()
  @exclusivity(unchecked) private var count = 0
  @exclusivity(unchecked) private var connectionID = 0
  @exclusivity(unchecked) private var connection: (any Disposable)?

  @usableFromInline
  init(source: Observable<Element>, connect: @escaping () -> any Disposable) {
    self.source = source
    self.connectSource = connect
  }

  /// Subscribes `observer` to the connectable sequence, then connects it if it is the first.
  @usableFromInline
  func subscribe(_ observer: @escaping Sink<Element>, _ lifetime: Lifetime) {
    let subscriber = RefCountSubscriber()
    source.run(
      { [self] event in
        if event.isStopEvent { end(subscriber) }
        observer(event)
      }, lifetime)
    let joined: (id: Int, isFirst: Bool)? = lock.locked {
      // A subscriber that already received a terminal event (from a terminated subject) does not
      // reconnect the source.
      if subscriber.isStopped || lifetime.isDisposed { return nil }
      subscriber.connectionID = connectionID
      count += 1
      return (connectionID, count == 1)
    }
    guard let joined else { return }
    lifetime.add(Disposables.create { [self] in leave(joined.id) })
    if joined.isFirst { connect(joined.id) }
  }

  private func connect(_ id: Int) {
    connectGate.run {
      let made = connectSource()
      let isCurrent: Bool = lock.locked {
        guard connectionID == id, count > 0, connection == nil else { return false }
        connection = made
        return true
      }
      // The subscribers of this connection left (or it ended) while it was being made.
      if !isCurrent { made.dispose() }
    }
  }

  /// Handles a subscriber's terminal event: the connection it joined is over.
  ///
  /// Unlike ``leave(_:)``, this needs no `connectGate`: a connection that delivers a terminal event
  /// has already been forgotten by its connectable.
  private func end(_ subscriber: RefCountSubscriber) {
    let ended: (any Disposable)? = lock.locked {
      subscriber.isStopped = true
      guard subscriber.connectionID == connectionID else { return nil }
      count = 0
      return takeConnection()
    }
    ended?.dispose()
  }

  /// Handles a subscriber's departure: the last one disconnects.
  ///
  /// The disconnection happens inside `connectGate`, so that a new first subscriber cannot
  /// connect before it has finished: the connectable would still hand out the ending connection.
  private func leave(_ id: Int) {
    connectGate.run {
      let ended: (any Disposable)? = lock.locked {
        guard id == connectionID else { return nil }
        count -= 1
        precondition(count >= 0, "refCount: more subscribers left than joined")
        return count == 0 ? takeConnection() : nil
      }
      ended?.dispose()
    }
  }

  /// Starts a new connection id and returns the connection to dispose; call with `lock` held.
  private func takeConnection() -> (any Disposable)? {
    connectionID &+= 1
    defer { connection = nil }
    return connection
  }
}

/// What one `refCount()` subscriber remembers: the connection it joined, and whether it has
/// received a terminal event. Guarded by the lock of its ``RefCountState``.
private final class RefCountSubscriber {
  var connectionID: Int?
  var isStopped = false
}
