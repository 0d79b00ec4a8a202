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
    let counter = RefCounter(connect: connect)
    return Producer { observer, lifetime in
      let subscriber = RefCountSubscriber()
      source.run(
        { event in
          if event.isStopEvent { counter.end(subscriber) }
          observer(event)
        }, lifetime)
      counter.join(subscriber, lifetime)
    }
  }
}

/// The subscriber count and the current connection of one `refCount()`.
///
/// Each connection has an id; a subscriber remembers the id of the connection it joined, so that
/// its departure or terminal event after that connection has ended changes nothing.
///
/// Connecting and disposing connections run outside the lock, one at a time, by whichever thread
/// finds none running: that thread runs every operation the state asks for, including those that
/// other threads' subscriptions and departures ask for meanwhile, until the state is settled. So
/// no thread waits for another's connection or disconnection, and a new connection is never made
/// before the previous one is disposed. The running thread may re-enter (a subscriber that
/// resubscribes from its terminal handler, inside the connection that delivers it): its nested
/// operations run at once, as under RxSwift's recursive lock.
@usableFromInline
final class RefCounter: @unchecked Sendable {
  // @unchecked Sendable: every stored property but `connectSource` is guarded by `lock`
  private let connectSource: () -> any Disposable
  private let lock = Lock()
  @exclusivity(unchecked) private var count = 0
  @exclusivity(unchecked) private var connectionID = 0
  /// The connection of `connectionID`, once made.
  @exclusivity(unchecked) private var connection: (any Disposable)?
  /// The id of the connection being made or made; `nil` while there is none.
  @exclusivity(unchecked) private var connectingID: Int?
  /// Connections that ended, to dispose in order.
  @exclusivity(unchecked) private var ended: [any Disposable] = []
  /// The thread running the operations, or 0.
  @exclusivity(unchecked) private var settler: UInt = 0

  @usableFromInline
  init(connect: @escaping () -> any Disposable) {
    self.connectSource = connect
  }

  /// Counts `subscriber`, subscribed already, and connects if it is the first.
  @usableFromInline
  func join(_ subscriber: RefCountSubscriber, _ lifetime: Lifetime) {
    let joined: Int? = lock.locked {
      // A subscriber that already received a terminal event (from a terminated subject) does not
      // reconnect the source. One whose downstream ended during its subscription (a `take(1)`
      // that a replay satisfied) does, and leaves at once, as in RxSwift.
      if subscriber.isStopped { return nil }
      subscriber.connectionID = connectionID
      count += 1
      return connectionID
    }
    guard let joined else { return }
    lifetime.add(Disposables.create { [self] in leave(joined) })
    settle()
  }

  /// Handles a subscriber's terminal event: the connection it joined is over.
  @usableFromInline
  func end(_ subscriber: RefCountSubscriber) {
    let isCurrent: Bool = lock.locked {
      subscriber.isStopped = true
      guard subscriber.connectionID == connectionID else { return false }
      count = 0
      endConnection()
      return true
    }
    if isCurrent { settle() }
  }

  /// Handles a subscriber's departure: the last one disconnects.
  private func leave(_ id: Int) {
    let isLast: Bool = lock.locked {
      guard id == connectionID else { return false }
      count -= 1
      precondition(count >= 0, "refCount: more subscribers left than joined")
      if count > 0 { return false }
      endConnection()
      return true
    }
    if isLast { settle() }
  }

  /// Under the lock: starts a new connection id and queues the current connection for disposal.
  private func endConnection() {
    connectionID &+= 1
    connectingID = nil
    if let connection { ended.append(connection) }
    connection = nil
  }

  /// What the state asks for next.
  private enum Operation {
    case dispose(any Disposable)
    case connect(id: Int)
  }

  /// Runs the operations the state asks for until it is settled, unless another thread is running
  /// them: that thread then runs those this one asked for too.
  private func settle() {
    let thread = currentThreadID()
    let (settles, isOutermost): (Bool, Bool) = lock.locked {
      if settler == 0 {
        settler = thread
        return (true, true)
      }
      return (settler == thread, false)
    }
    guard settles else { return }
    while let operation = nextOperation(isOutermost: isOutermost) {
      switch operation {
      case .dispose(let connection):
        connection.dispose()
      case .connect(let id):
        let made = connectSource()
        lock.locked {
          if connectionID == id, connectingID == id {
            connection = made
          } else if let connection, isSameObject(connection, made) {
            // A nested connect, made while this one ran, was handed the same connection.
          } else {
            // Its subscribers left, or it ended, while it was being made.
            ended.append(made)
          }
        }
      }
    }
  }

  /// Takes the next operation to run; when there is none, the outermost run stops settling.
  private func nextOperation(isOutermost: Bool) -> Operation? {
    lock.locked {
      if !ended.isEmpty { return .dispose(ended.removeFirst()) }
      if count > 0, connectingID != connectionID {
        connectingID = connectionID
        return .connect(id: connectionID)
      }
      if isOutermost { settler = 0 }
      return nil
    }
  }
}

/// Whether two disposables are one object.
private func isSameObject(_ first: any Disposable, _ second: any Disposable) -> Bool {
  type(of: first) is AnyClass && (first as AnyObject) === (second as AnyObject)
}

/// What one `refCount()` subscriber remembers: the connection it joined, and whether it has
/// received a terminal event. Guarded by the lock of its ``RefCounter``.
@usableFromInline
final class RefCountSubscriber {
  @usableFromInline
  var connectionID: Int?

  @usableFromInline
  var isStopped = false

  @inlinable
  init() {}
}
