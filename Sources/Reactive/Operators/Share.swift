extension ObservableType {
  /// Shares one subscription to this sequence among all subscribers, replaying the latest
  /// `replay` elements to each new one.
  ///
  /// The first subscriber connects to the source; later subscribers join that connection and
  /// first receive up to `replay` of the most recent elements. What happens when the connection
  /// ends, because every subscriber left or the source terminated, depends on `scope`: see
  /// ``SubjectLifetimeScope``.
  ///
  /// ```swift
  /// let numbers = PublishSubject<Int>()
  /// let shared = numbers.do(onNext: { print("work", $0) }).share(replay: 1)
  /// _ = shared.subscribe(onNext: { print("A", $0) })
  /// numbers.onNext(1)
  /// _ = shared.subscribe(onNext: { print("B", $0) })
  /// numbers.onNext(2)
  /// // Prints: work 1
  /// //         A 1
  /// //         B 1
  /// //         work 2
  /// //         A 2
  /// //         B 2
  /// ```
  ///
  /// Events are delivered serially, on the thread the source sends them on, to a snapshot of the
  /// subscribers taken outside any lock: a subscriber may subscribe to the shared sequence or
  /// dispose itself from inside `onNext`. A new subscriber is replayed to on its own thread,
  /// without holding any lock, so it may wait for a thread that feeds the source; it then
  /// receives every later element once and in order, those that arrived during its replay on its
  /// own thread right after it. As in RxSwift, it is registered after its replay: an element the
  /// source sends from inside a replayed `onNext` does not reach it. Subscribing and disposing are
  /// thread-safe.
  ///
  /// Unlike RxSwift, which builds `share(replay:scope:)` from `multicast` and `refCount` for some
  /// combinations, every combination here is one connection object with the same semantics.
  /// Disposing a subscription from inside the source's synchronous emission (for example with
  /// `take(1)` on a synchronous infinite source) stops the source.
  ///
  /// - Parameters:
  ///   - replay: How many of the latest elements new subscribers receive first; zero replays
  ///     nothing.
  ///   - scope: Whether the replay buffer lives only as long as a connection, or forever.
  /// - Returns: A sequence that shares one subscription to this one.
  /// - Complexity: O(`replay`) per subscription for the replay; O(1) per element besides the
  ///   delivery to each subscriber, with no allocation once the buffer is full.
  @inlinable
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
    -> Observable<Element>
  {
    let share = SharedSubscription(
      source: asObservable(), replay: max(0, replay), keepsState: scope == .forever)
    // RxSwift's `share` is `multicast` and `refCount`, a producer, except while connected with a
    // replay of at most one, where it has observables of its own that are not.
    if scope == .whileConnected && replay <= 1 {
      return DirectProducer { observer, lifetime in share.subscribe(observer, lifetime) }
    }
    return Producer { observer, lifetime in
      share.subscribe(observer, lifetime)
    }
  }
}

/// The state behind one `share(replay:scope:)`: its subscribers, its replay buffer and its current
/// connection to the source.
///
/// A connection is identified by the lifetime of its upstream subscription, so that events a
/// disconnected upstream still sends (from another thread, a moment late) never reach the
/// subscribers or the buffer of a newer connection.
///
/// Each subscriber's lifetime holds it, as RxSwift's subscriptions hold their producers: only it
/// can end the connection when the last subscriber leaves, and nothing else need keep it alive
/// (a source such as `create` holds no reference to its observer once subscribed).
@usableFromInline
final class SharedSubscription<Element>: ObserverRegistrar, CatchUpOwner, @unchecked Sendable {
  // @unchecked Sendable: `observers`, `catchingUp`, `connection`, `buffer` and `stoppedEvent` are
  // guarded by `lock`
  @usableFromInline
  let source: Observable<Element>

  /// Whether the buffer and the terminal event outlive a connection (`SubjectLifetimeScope.forever`).
  @usableFromInline
  let keepsState: Bool

  @usableFromInline
  let lock = Lock()

  @usableFromInline
  let gate = DeliveryGate()

  @exclusivity(unchecked) @usableFromInline
  var observers = ObserverBag<Element>()

  /// New subscribers being replayed to, not registered in `observers` yet.
  @exclusivity(unchecked) @usableFromInline
  var catchingUp = CatchingUpObservers<Element>()

  @exclusivity(unchecked) @usableFromInline
  var connection: Lifetime?

  @exclusivity(unchecked) @usableFromInline
  var buffer: ReplayBuffer<Element>

  @exclusivity(unchecked) @usableFromInline
  var stoppedEvent: Event<Element>?

  @inlinable
  init(source: Observable<Element>, replay: Int, keepsState: Bool) {
    self.source = source
    self.keepsState = keepsState
    buffer = ReplayBuffer(limit: replay)
  }

  /// Adds a subscriber, replays the buffer to it and connects if it is the first.
  @inlinable
  func subscribe(_ observer: @escaping EventHandler<Element>, _ lifetime: Lifetime) {
    var newConnection: Lifetime?
    // A copy of the buffer: it shares the storage, so taking it allocates nothing.
    let outcome: SubscribeOutcome = lock.locked {
      if let stoppedEvent { return .terminated(buffer, stoppedEvent) }
      if connection == nil {
        let upstream = Lifetime()
        connection = upstream
        newConnection = upstream
      }
      if buffer.count == 0 { return .subscribed(key: observers.insert(observer, lifetime)) }
      return .catchingUp(catchingUp.add(observer, lifetime), buffer)
    }
    // Registered before connecting, so a subscriber that leaves during a synchronous emission
    // disconnects the source at once.
    switch outcome {
    case .subscribed(let key):
      registerRemoval(of: key, in: lifetime)
    case .catchingUp(let catching, let replay):
      catching.catchUp(replaying: replay, owner: self)
    case .terminated(let replay, let terminal):
      for element in replay {
        if lifetime.isDisposed { return }
        observer(.next(element))
      }
      if !lifetime.isDisposed { observer(terminal) }
    }
    // Connected even when the subscriber has already left (during its replay, or before it
    // subscribed), and disconnected at once, as RxSwift's `refCount` and `share` do.
    if let upstream = newConnection {
      source.runEnteringTrampoline({ [self] event in on(event, from: upstream) }, upstream)
    }
  }

  /// What subscribing does once it has left the lock.
  @usableFromInline
  enum SubscribeOutcome {
    case subscribed(key: Int)
    case catchingUp(CatchingUpObserver<Element>, ReplayBuffer<Element>)
    case terminated(ReplayBuffer<Element>, Event<Element>)
  }

  @inlinable
  func on(_ event: Event<Element>, from upstream: Lifetime) {
    gate.exclusively {
      // What the lock lets go of (a displaced element, the observers and buffer of a finished
      // connection) is released after leaving it: releasing may run deinitializers that call
      // back into this object.
      let (snapshot, nested, _):
        (
          ContiguousArray<ObserverBag<Element>.Entry>?,
          ContiguousArray<CatchingUpObserver<Element>>?, Released?
        ) = lock.locked {
          guard connection === upstream else { return (nil, nil, nil) }
          let nested =
            catchingUp.isEmpty ? nil : catchingUp.route(event, registersBeforeReplay: false)
          switch event {
          case .next(let element):
            let displaced = buffer.append(element)
            return (observers.snapshot(), nested, displaced.map { Released(element: $0) })
          case .error, .completed:
            connection = nil
            if keepsState { stoppedEvent = event }
            let snapshot = observers.snapshot()
            let (removed, _) = observers.removeAll()
            return (
              snapshot, nested,
              Released(observers: removed, buffer: keepsState ? nil : takeBuffer())
            )
          }
        }
      if let snapshot { ObserverBag.deliver(event, to: snapshot) }
      if let nested {
        for observer in nested where !observer.lifetime.isDisposed { observer.on(event) }
      }
    }
    if event.isStopEvent { upstream.dispose() }
  }

  @usableFromInline
  override func detach(_ key: Int) {
    let (disconnected, _): (Lifetime?, Released) = lock.locked {
      let (removed, snapshot) = observers.remove(key)
      var released = Released(entry: removed, snapshot: snapshot)
      guard removed != nil else { return (nil, released) }
      return (disconnectIfUnobserved(&released), released)
    }
    disconnected?.dispose()
  }

  @usableFromInline
  func next(after observer: CatchingUpObserver<Element>) -> CatchUpStep<Element> {
    lock.locked {
      catchingUp.next(for: observer) {
        // Every subscriber of a connection that ended was sent its terminal event.
        observers.insert(observer.on, observer.lifetime)
      }
    }
  }

  @usableFromInline
  func abandon(_ observer: CatchingUpObserver<Element>) {
    let (disconnected, _): (Lifetime?, Released) = lock.locked {
      var released = Released()
      guard catchingUp.contains(observer) else { return (nil, released) }
      catchingUp.remove(observer)
      return (disconnectIfUnobserved(&released), released)
    }
    disconnected?.dispose()
  }

  @usableFromInline
  func deliveringExclusively(_ body: () -> Void) {
    gate.exclusively(body)
  }

  /// Under the lock, after a subscriber has left: ends the connection if nobody is left, and
  /// returns it for the caller to dispose after leaving the lock.
  @usableFromInline
  func disconnectIfUnobserved(_ released: inout Released) -> Lifetime? {
    guard observers.isEmpty, catchingUp.isEmpty, let connection else { return nil }
    self.connection = nil
    if !keepsState { released.buffer = takeBuffer() }
    return connection
  }

  @inlinable
  func takeBuffer() -> ReplayBuffer<Element> {
    defer { buffer.removeAll() }
    return buffer
  }

  /// What a critical section let go of, kept alive until its caller has left the lock.
  @usableFromInline
  struct Released {
    @usableFromInline
    var element: Element?

    @usableFromInline
    var observers: ObserverBag<Element>.Removed?

    @usableFromInline
    var entry: ObserverBag<Element>.Entry?

    @usableFromInline
    var snapshot: ContiguousArray<ObserverBag<Element>.Entry>?

    @usableFromInline
    var buffer: ReplayBuffer<Element>?

    @inlinable
    init(
      element: Element? = nil, observers: ObserverBag<Element>.Removed? = nil,
      entry: ObserverBag<Element>.Entry? = nil,
      snapshot: ContiguousArray<ObserverBag<Element>.Entry>? = nil,
      buffer: ReplayBuffer<Element>? = nil
    ) {
      self.element = element
      self.observers = observers
      self.entry = entry
      self.snapshot = snapshot
      self.buffer = buffer
    }
  }
}
