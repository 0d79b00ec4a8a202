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

/// One `share(replay:scope:)`: the shell of its ``ShareStateMachine``, with the gate that
/// serializes its deliveries.
///
/// Each subscriber's lifetime holds it, as RxSwift's subscriptions hold their producers: only it
/// can end the connection when the last subscriber leaves, and nothing else need keep it alive
/// (a source such as `create` holds no reference to its observer once subscribed). A subscriber
/// is registered as a subject's observer is, in its lifetime's attachment slot
/// (``ObserverRegistrar``), and catches up on the replay as a subject's does (``CatchUpOwner``):
/// so this class, rather than the machine's ``LockedMachine``, is what subscribers hold, and it
/// performs the machine's actions.
@usableFromInline
final class SharedSubscription<Element>: ObserverRegistrar, CatchUpOwner, @unchecked Sendable {
  // @unchecked Sendable: immutable; `state` and `gate` are thread-safe
  @usableFromInline
  let source: Observable<Element>

  @usableFromInline
  let state: LockedMachine<ShareStateMachine<Element>>

  @usableFromInline
  let gate = DeliveryGate()

  @inlinable
  init(source: Observable<Element>, replay: Int, keepsState: Bool) {
    self.source = source
    state = LockedMachine(ShareStateMachine(replay: replay, keepsState: keepsState))
  }

  /// Adds a subscriber, replays the buffer to it and connects if it is the first.
  @inlinable
  func subscribe(_ observer: @escaping EventHandler<Element>, _ lifetime: Lifetime) {
    let upstream: Lifetime?
    switch state.withMachine({ $0.subscribed(observer, lifetime) }) {
    case .register(let key, let connecting):
      registerRemoval(of: key, in: lifetime)
      upstream = connecting
    case .catchUp(let catching, let replay, let connecting):
      catching.catchUp(replaying: replay, owner: self)
      upstream = connecting
    case .replayTerminated(let replay, let terminal):
      for element in replay {
        if lifetime.isDisposed { return }
        observer(.next(element))
      }
      if !lifetime.isDisposed { observer(terminal) }
      return
    }
    if let upstream {
      source.runEnteringTrampoline({ [self] event in on(event, from: upstream) }, upstream)
    }
  }

  @inlinable
  func on(_ event: Event<Element>, from upstream: Lifetime) {
    gate.exclusively {
      guard
        case .deliver(let snapshot, let nested, _) = state.withMachine({
          $0.eventArrived(event, from: upstream)
        })
      else { return }
      ObserverBag.deliver(event, to: snapshot)
      if let nested {
        for observer in nested where !observer.lifetime.isDisposed { observer.on(event) }
      }
    }
    if event.isStopEvent { upstream.dispose() }
  }

  @usableFromInline
  override func detach(_ key: Int) {
    // What the machine released goes before the disconnection, as soon as the lock is left.
    guard case .disconnect(let connection, _) = state.withMachine({ $0.observerLeft(key) })
    else { return }
    connection.dispose()
  }

  @usableFromInline
  func next(after observer: CatchingUpObserver<Element>) -> CatchUpStep<Element> {
    state.withMachine { $0.catchUpContinued(observer) }
  }

  @usableFromInline
  func abandon(_ observer: CatchingUpObserver<Element>) {
    guard
      case .disconnect(let connection, _) = state.withMachine({ $0.catchingUpLeft(observer) })
    else { return }
    connection.dispose()
  }

  @usableFromInline
  func deliveringExclusively(_ body: () -> Void) {
    gate.exclusively(body)
  }
}
