/// How long the replay buffer and terminal event of ``ObservableType/share(replay:scope:)`` are
/// kept.
public enum SubjectLifetimeScope: Sendable {
  /// Each connection to the source has its own replay buffer, and forgets it when it ends.
  ///
  /// The first subscriber connects; when the last one leaves, or the source terminates, the
  /// connection and its buffer are dropped. A later subscriber connects to the source anew and
  /// replays only what the new connection has produced. Connections never see each other's
  /// elements.
  case whileConnected

  /// One replay buffer and one terminal event are kept across every connection.
  ///
  /// When the last subscriber leaves, the source is disconnected but the buffer stays; the next
  /// subscriber replays it and reconnects. Once the source has terminated, later subscribers
  /// receive the buffer and the terminal event, and the source is not subscribed to again.
  case forever
}

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
  /// dispose itself from inside `onNext`. A subscriber that joins while another thread is
  /// delivering waits for that event to finish, so it never receives a replayed element after a
  /// newer one. Subscribing and disposing are thread-safe.
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
@usableFromInline
final class SharedSubscription<Element>: ObserverRemoving, @unchecked Sendable {
  // @unchecked Sendable: `observers`, `connection`, `buffer` and `stoppedEvent` are guarded by `lock`
  @usableFromInline
  let source: Observable<Element>

  @usableFromInline
  let replay: Int

  /// Whether the buffer and the terminal event outlive a connection (`SubjectLifetimeScope.forever`).
  @usableFromInline
  let keepsState: Bool

  @usableFromInline
  let lock = Lock()

  @usableFromInline
  let gate = DeliveryGate()

  @exclusivity(unchecked) @usableFromInline
  var observers = ObserverBag<Element>()

  @exclusivity(unchecked) @usableFromInline
  var connection: Lifetime?

  @exclusivity(unchecked) @usableFromInline
  var buffer = RingBuffer<Element>()

  @exclusivity(unchecked) @usableFromInline
  var stoppedEvent: Event<Element>?

  @inlinable
  init(source: Observable<Element>, replay: Int, keepsState: Bool) {
    self.source = source
    self.replay = replay
    self.keepsState = keepsState
  }

  /// Adds a subscriber, replays the buffer to it and connects if it is the first.
  @inlinable
  func subscribe(_ observer: @escaping Sink<Element>, _ lifetime: Lifetime) {
    if lifetime.isDisposed { return }
    var key: Int?
    var newConnection: Lifetime?
    gate.run {
      let (replayed, stopped): (ContiguousArray<Element>, Event<Element>?) = lock.locked {
        let replayed = buffer.isEmpty ? [] : buffer.elements
        if let stoppedEvent { return (replayed, stoppedEvent) }
        key = observers.insert(observer, lifetime)
        if connection == nil {
          let upstream = Lifetime()
          connection = upstream
          newConnection = upstream
        }
        return (replayed, nil)
      }
      for element in replayed {
        if lifetime.isDisposed { return }
        observer(.next(element))
      }
      if let stopped, !lifetime.isDisposed { observer(stopped) }
    }
    // Registered before connecting, so a subscriber that leaves during a synchronous emission
    // disconnects the source at once.
    if let key { lifetime.add(ObserverRemoval(owner: self, key: key)) }
    if let upstream = newConnection, !upstream.isDisposed {
      source.run({ [self] event in on(event, from: upstream) }, upstream)
    }
  }

  /// Records and delivers one event of the connection identified by `upstream`.
  @inlinable
  func on(_ event: Event<Element>, from upstream: Lifetime) {
    gate.run {
      // What the lock gives back (the snapshot, a displaced element, a dropped buffer) is
      // released after leaving it, since releasing may run arbitrary deinitializers.
      let (snapshot, _, _):
        (ContiguousArray<ObserverBag<Element>.Entry>?, Element?, RingBuffer<Element>?) =
          lock.locked {
            guard connection === upstream else { return (nil, nil, nil) }
            switch event {
            case .next(let element):
              let displaced = buffer.append(element, limit: replay)
              return (observers.snapshot(), displaced, nil)
            case .error, .completed:
              connection = nil
              if keepsState { stoppedEvent = event }
              defer { observers.removeAll() }
              return (observers.snapshot(), nil, keepsState ? nil : takeBuffer())
            }
          }
      if let snapshot { ObserverBag.deliver(event, to: snapshot) }
    }
    if event.isStopEvent { upstream.dispose() }
  }

  /// Empties the replay buffer and returns what it held; call with `lock` held.
  @inlinable
  func takeBuffer() -> RingBuffer<Element> {
    defer { buffer = RingBuffer() }
    return buffer
  }

  /// Removes a subscriber; disconnects the source when it was the last.
  @usableFromInline
  func removeObserver(_ key: Int) {
    // The removed observer, the old snapshot and a dropped buffer are released after the lock.
    let (disconnected, _, _, _):
      (
        Lifetime?, ObserverBag<Element>.Entry?, ContiguousArray<ObserverBag<Element>.Entry>?,
        RingBuffer<Element>?
      ) = lock.locked {
        let removed = observers.entries[key]
        let snapshot = observers.cachedSnapshot
        let hadObservers = !observers.isEmpty
        observers.remove(key)
        guard hadObservers, observers.isEmpty, let connection else {
          return (nil, removed, snapshot, nil)
        }
        self.connection = nil
        return (connection, removed, snapshot, keepsState ? nil : takeBuffer())
      }
    disconnected?.dispose()
  }
}
