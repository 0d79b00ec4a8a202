/// The decisions of one `share(replay:scope:)`: its subscribers, its replay buffer and its
/// connection to the source.
///
/// A connection is identified by the lifetime of its upstream subscription, so that events a
/// disconnected upstream still sends (from another thread, a moment late) never reach the
/// subscribers or the buffer of a newer connection. The machine makes that lifetime when a
/// subscriber connects; it calls nothing.
///
/// The subscribers, those catching up on the replay and the buffer sit beside the phase rather
/// than in its cases, as ``CombiningStateMachine``'s counts do: they change on every element and
/// subscription, and are updated in place instead of being moved out of an enum and back. There
/// are registered subscribers only while connected, subscribers catching up leave once their
/// replay has reached the connection's terminal event, and the buffer outlives a connection only
/// when `keepsState` (`SubjectLifetimeScope.forever`).
@usableFromInline
struct ShareStateMachine<Element> {
  /// Where the shared sequence stands, with exactly the data of that phase.
  @usableFromInline
  enum Phase {
    /// No connection: the next subscriber connects.
    case disconnected
    /// Subscribed to the source with this lifetime.
    case connected(Lifetime)
    /// The source sent this terminal event, kept forever (`keepsState`): later subscribers
    /// receive the buffer and it, and never connect again.
    case terminated(Event<Element>)
  }

  /// What a new subscriber does, outside the lock.
  @usableFromInline
  enum SubscribeAction {
    /// Register its removal under `key` on its lifetime, then subscribe to the source with
    /// `connecting` if it is the first subscriber.
    case register(key: Int, connecting: Lifetime?)
    /// Replay `replay` to `observer`, which registers itself afterwards, then subscribe to the
    /// source with `connecting` if it is the first subscriber.
    case catchUp(CatchingUpObserver<Element>, replay: ReplayBuffer<Element>, connecting: Lifetime?)
    /// Replay `replay` and then `terminal` to the subscriber: the source has terminated.
    case replayTerminated(ReplayBuffer<Element>, terminal: Event<Element>)
  }

  /// What to do with an event of the source.
  @usableFromInline
  enum EventAction {
    /// Deliver it to `observers`, then to `catchingUp`, nested on this thread; drop `released`
    /// after leaving the lock.
    case deliver(
      to: ContiguousArray<ObserverBag<Element>.Entry>,
      catchingUp: ContiguousArray<CatchingUpObserver<Element>>?, released: Released?)
    /// Drop it: it comes from a connection that has ended.
    case ignore
  }

  /// What to do once a subscriber has left.
  @usableFromInline
  enum DepartureAction {
    /// Dispose the connection, whose last subscriber left; drop `released` after leaving the
    /// lock.
    case disconnect(Lifetime, released: Released)
    /// Nothing but drop `released` after leaving the lock.
    case release(Released)
  }

  /// Whether the buffer and the terminal event outlive a connection.
  @usableFromInline
  let keepsState: Bool

  @usableFromInline
  var phase = Phase.disconnected

  @usableFromInline
  var observers = ObserverBag<Element>()

  /// New subscribers being replayed to, not registered in `observers` yet.
  @usableFromInline
  var catchingUp = CatchingUpObservers<Element>()

  @usableFromInline
  var buffer: ReplayBuffer<Element>

  @inlinable
  init(replay: Int, keepsState: Bool) {
    self.keepsState = keepsState
    buffer = ReplayBuffer(limit: replay)
  }

  /// A subscriber has arrived with `observer` and `lifetime`. Registered before connecting, so
  /// that a subscriber that leaves during a synchronous emission disconnects the source at once;
  /// connected even when it has already left, and disconnected at once, as RxSwift's `refCount`
  /// and `share` do.
  @inlinable
  mutating func subscribed(_ observer: @escaping EventHandler<Element>, _ lifetime: Lifetime)
    -> SubscribeAction
  {
    var connecting: Lifetime?
    switch phase {
    case .terminated(let terminal):
      // A copy of the buffer: it shares the storage, so taking it allocates nothing.
      return .replayTerminated(buffer, terminal: terminal)
    case .disconnected:
      let upstream = Lifetime()
      phase = .connected(upstream)
      connecting = upstream
    case .connected:
      break
    }
    if buffer.count == 0 {
      return .register(key: observers.insert(observer, lifetime), connecting: connecting)
    }
    return .catchUp(catchingUp.add(observer, lifetime), replay: buffer, connecting: connecting)
  }

  /// The source of the connection of `upstream` has sent `event`.
  @inlinable
  mutating func eventArrived(_ event: Event<Element>, from upstream: Lifetime) -> EventAction {
    guard isConnected(by: upstream) else { return .ignore }
    let nested = catchingUp.isEmpty ? nil : catchingUp.route(event, registersBeforeReplay: false)
    switch event {
    case .next(let element):
      let displaced = buffer.append(element)
      return .deliver(
        to: observers.snapshot(), catchingUp: nested,
        released: displaced.map { Released(element: $0) })
    case .error, .completed:
      phase = keepsState ? .terminated(event) : .disconnected
      let snapshot = observers.snapshot()
      let (removed, _) = observers.removeAll()
      return .deliver(
        to: snapshot, catchingUp: nested,
        released: Released(observers: removed, buffer: keepsState ? nil : takeBuffer()))
    }
  }

  /// Whether `upstream` is the current connection; read in place, without copying the phase.
  @inlinable
  func isConnected(by upstream: Lifetime) -> Bool {
    guard case .connected(let current) = phase else { return false }
    return current === upstream
  }

  /// The registered subscriber of `key` has left.
  @inlinable
  mutating func observerLeft(_ key: Int) -> DepartureAction {
    let (removed, snapshot) = observers.remove(key)
    var released = Released(entry: removed, snapshot: snapshot)
    guard removed != nil else { return .release(released) }
    return disconnectIfUnobserved(&released)
  }

  /// `observer` has replayed what it was given: returns its next step, and registers it once it
  /// has caught up. Every subscriber of a connection that ended was sent its terminal event.
  @inlinable
  mutating func catchUpContinued(_ observer: CatchingUpObserver<Element>) -> CatchUpStep<Element> {
    catchingUp.next(for: observer) { observers.insert(observer.on, observer.lifetime) }
  }

  /// `observer`, catching up, was disposed or terminated.
  @inlinable
  mutating func catchingUpLeft(_ observer: CatchingUpObserver<Element>) -> DepartureAction {
    var released = Released()
    guard catchingUp.contains(observer) else { return .release(released) }
    catchingUp.remove(observer)
    return disconnectIfUnobserved(&released)
  }

  /// After a subscriber has left: ends the connection if nobody is left.
  @inlinable
  mutating func disconnectIfUnobserved(_ released: inout Released) -> DepartureAction {
    guard observers.isEmpty, catchingUp.isEmpty, case .connected(let connection) = phase else {
      return .release(released)
    }
    phase = .disconnected
    if !keepsState { released.buffer = takeBuffer() }
    return .disconnect(connection, released: released)
  }

  @inlinable
  mutating func takeBuffer() -> ReplayBuffer<Element> {
    defer { buffer.removeAll() }
    return buffer
  }

  /// What a transition let go of, kept alive until its caller has left the lock: releasing it may
  /// run deinitializers that call back into the shared sequence.
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
