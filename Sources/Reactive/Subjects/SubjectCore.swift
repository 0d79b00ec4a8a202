import Synchronization

/// Where a subject is in its life: sending, stopped by a terminal event, or disposed.
@usableFromInline
enum SubjectLifecycle<Element> {
  /// The subject sends events to its observers.
  case active
  /// The subject received this terminal event; new observers receive it at once.
  case stopped(Event<Element>)
  /// The subject was disposed; new observers receive `RxError.disposed`.
  case disposed
}

/// The machinery every subject shares: its observers, its lifecycle, its memory, one lock that
/// guards them and a gate that serializes deliveries.
///
/// A send passes the gate once, takes the lock once to update the memory and pick up the cached
/// snapshot of the observers, and delivers to that snapshot outside the lock, skipping observers
/// disposed meanwhile. The gate lets one thread at a time deliver, but lets the delivering thread
/// re-enter: an observer that sends into the subject from inside `onNext` is delivered to at once,
/// nested, as in RxSwift. Subscribing and unsubscribing take only the lock, except that a
/// subscription that is replayed elements and registered (behavior and replay subjects) also
/// passes the gate, so that concurrent sends reach the new observer after its replay, never
/// during it. The lock is never held while an observer runs, but the gate is: an observer must
/// not block waiting for another thread that needs the same gate (to send into the subject, or to
/// subscribe to a behavior or replay subject), or both wait for ever. That is the price of
/// serialized delivery, which RxSwift does not offer to concurrent senders.
@usableFromInline
final class SubjectCore<Memory: SubjectMemory>: ObserverRemoving, @unchecked Sendable {
  // @unchecked Sendable: `observers`, `lifecycle` and `memory` are guarded by `lock`
  @usableFromInline
  typealias Element = Memory.Element

  @usableFromInline
  let lock = Lock()

  @usableFromInline
  let gate = DeliveryGate()

  @exclusivity(unchecked) @usableFromInline
  var observers = ObserverBag<Element>()

  @exclusivity(unchecked) @usableFromInline
  var lifecycle = SubjectLifecycle<Element>.active

  @exclusivity(unchecked) @usableFromInline
  var memory: Memory

  @inlinable
  init(memory: Memory) {
    self.memory = memory
  }

  /// Whether any observer is registered.
  @usableFromInline
  var hasObservers: Bool {
    lock.locked { !observers.isEmpty }
  }

  /// Whether ``dispose()`` has been called.
  @usableFromInline
  var isDisposed: Bool {
    lock.locked {
      if case .disposed = lifecycle { return true }
      return false
    }
  }

  /// Runs `body` with the lifecycle and the memory, under the lock.
  @inlinable
  func read<Result>(_ body: (SubjectLifecycle<Element>, Memory) -> Result) -> Result {
    lock.locked { body(lifecycle, memory) }
  }

  /// Records and delivers `event`; ignored once the subject has stopped or been disposed.
  @inlinable
  func on(_ event: Event<Element>) {
    gate.run {
      guard case .next(let element) = event else {
        stop(with: event)
        return
      }
      // `_` drops the element the memory let go of, after the lock is released.
      let (snapshot, _): (ContiguousArray<ObserverBag<Element>.Entry>?, Element?) = lock.locked {
        guard case .active = lifecycle else { return (nil, nil) }
        let displaced = Memory.hasStorage ? memory.record(element) : nil
        return (Memory.deliversElements ? observers.snapshot() : nil, displaced)
      }
      if let snapshot { ObserverBag.deliver(event, to: snapshot) }
    }
  }

  /// Stops the subject with `terminal` and delivers it to the observers of that moment, preceded
  /// by the memory's final element if it has one. Must run inside the gate.
  @usableFromInline
  func stop(with terminal: Event<Element>) {
    let stopping: (ContiguousArray<ObserverBag<Element>.Entry>, Element?)? = lock.locked {
      guard case .active = lifecycle else { return nil }
      lifecycle = .stopped(terminal)
      let snapshot = observers.snapshot()
      // The snapshot keeps every removed observer alive until the delivery is over.
      _ = observers.removeAll()
      return (snapshot, memory.finalElement(before: terminal))
    }
    guard let (snapshot, finalElement) = stopping else { return }
    if let finalElement { ObserverBag.deliver(.next(finalElement), to: snapshot) }
    ObserverBag.deliver(terminal, to: snapshot)
  }

  /// Subscribes `observer` for as long as `lifetime` lasts: replays the memory to it, then either
  /// registers it for later events or, if the subject has terminated, sends it the terminal event.
  ///
  /// - Parameter owner: The subject, named in the error a disposed subject sends.
  @inlinable
  func subscribe(
    _ observer: @escaping Sink<Element>, _ lifetime: Lifetime, owner: any AnyObject & Sendable
  ) {
    if Memory.replaysToRegisteredObservers {
      gate.run { register(observer, lifetime, owner: owner) }
    } else {
      register(observer, lifetime, owner: owner)
    }
  }

  @inlinable
  func register(
    _ observer: @escaping Sink<Element>, _ lifetime: Lifetime, owner: any AnyObject & Sendable
  ) {
    let (outcome, replay): (SubscribeOutcome<Element>, Memory.Replay?) = lock.locked {
      switch lifecycle {
      case .active:
        return (.subscribed(key: observers.insert(observer, lifetime)), memory.replay(after: nil))
      case .stopped(let terminal):
        return (.terminated(terminal), memory.replay(after: terminal))
      case .disposed:
        return (.disposed, nil)
      }
    }
    if case .subscribed(let key) = outcome {
      lifetime.add(ObserverRemoval(owner: self, key: key))
    }
    if let replay {
      for element in replay {
        if lifetime.isDisposed { return }
        observer(.next(element))
      }
    }
    if lifetime.isDisposed { return }
    switch outcome {
    case .subscribed: break
    case .terminated(let terminal): observer(terminal)
    case .disposed: observer(.error(RxError.disposed(object: owner)))
    }
  }

  /// Unregisters every observer, forgets the memory and refuses later events and subscribers.
  @usableFromInline
  func dispose() {
    // What the subject lets go of is returned from the lock and released after it.
    _ = lock.locked {
      let released = (lifecycle, observers.removeAll(), memory)
      lifecycle = .disposed
      if Memory.hasStorage { memory.forget() }
      return released
    }
  }

  @usableFromInline
  func removeObserver(_ key: Int) {
    _ = lock.locked { observers.remove(key) }
  }
}
