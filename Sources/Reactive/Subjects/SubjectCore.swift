import Synchronization

/// Where a subject is in its life: sending, stopped by a terminal event, or disposed.
@usableFromInline
enum SubjectLifecycle<Element> {
  /// The subject sends events to its observers.
  case active
  /// The subject received this terminal event; new observers receive it at once.
  case stopped(Event<Element>)
  /// The subject was disposed; new observers receive `RxError.disposed`, or the terminal event
  /// a publish subject was sent after its disposal.
  case disposed(Event<Element>?)
}

/// The machinery every subject shares: its observers, its lifecycle, its memory, one lock that
/// guards them and a gate that serializes deliveries.
///
/// A send passes the gate once, takes the lock once to update the memory and pick up the cached
/// snapshot of the observers, and delivers to that snapshot outside the lock, skipping observers
/// disposed meanwhile. The gate lets one thread at a time deliver, but lets the delivering thread
/// re-enter: an observer that sends into the subject from inside `onNext` is delivered to at once,
/// nested, as in RxSwift. Subscribing and unsubscribing take only the lock. A new observer that
/// is replayed elements (behavior and replay subjects) is replayed to on the subscribing thread,
/// outside the lock and the gate, as a ``CatchingUpObserver``: events sent meanwhile are queued
/// for it and follow its replay, so that it receives every later event once and in order, and
/// its observer may wait for a thread that sends into the subject. The lock is never held while
/// an observer runs, but the gate is, during a send: an observer must not block waiting for
/// another thread that sends into the same subject, or both wait for ever. That is the price of
/// serialized delivery, which RxSwift does not offer to concurrent senders.
@usableFromInline
final class SubjectCore<Memory: SubjectMemory>: ObserverRegistrar, CatchUpOwner, @unchecked Sendable
{
  // @unchecked Sendable: `observers`, `catchingUp`, `lifecycle` and `memory` are guarded by `lock`
  @usableFromInline
  typealias Element = Memory.Element

  @usableFromInline
  let lock = Lock()

  @usableFromInline
  let gate = DeliveryGate()

  @exclusivity(unchecked) @usableFromInline
  var observers = ObserverBag<Element>()

  /// New observers being replayed to, not registered in `observers` yet.
  @exclusivity(unchecked) @usableFromInline
  var catchingUp = CatchingUpObservers<Element>()

  @exclusivity(unchecked) @usableFromInline
  var lifecycle = SubjectLifecycle<Element>.active

  @exclusivity(unchecked) @usableFromInline
  var memory: Memory

  /// Removes the observer stored under a key. A disposed subscription reaches the subject through
  /// ``LifetimeAttachment``, whose method is compiled once for every element type and would look
  /// up the generic metadata of the observer table's types at each removal; this closure, made
  /// where the subject is created and its element type is known, runs code specialized for it.
  /// It captures nothing, so making it allocates nothing.
  @usableFromInline
  let removal: (SubjectCore<Memory>, Int) -> Void

  @inlinable
  init(memory: Memory) {
    self.memory = memory
    removal = { core, key in
      // What the bag lets go of is released after the lock.
      _ = core.lock.locked { core.observers.remove(key) }
    }
  }

  /// Whether any observer is registered.
  @usableFromInline
  var hasObservers: Bool {
    lock.locked { !observers.isEmpty || !catchingUp.isEmpty }
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
    gate.exclusively {
      guard case .next(let element) = event else {
        stop(with: event)
        return
      }
      // `_` drops the element the memory let go of, after the lock is released.
      let (snapshot, nested, _):
        (
          ContiguousArray<ObserverBag<Element>.Entry>?,
          ContiguousArray<CatchingUpObserver<Element>>?, Element?
        ) = lock.locked {
          guard case .active = lifecycle else { return (nil, nil, nil) }
          let displaced = Memory.hasStorage ? memory.record(element) : nil
          guard Memory.deliversElements else { return (nil, nil, displaced) }
          let nested =
            catchingUp.isEmpty
            ? nil
            : catchingUp.route(event, registersBeforeReplay: Memory.registersBeforeReplay)
          return (observers.snapshot(), nested, displaced)
        }
      if let snapshot { ObserverBag.deliver(event, to: snapshot) }
      if let nested { deliver(event, toCatchingUp: nested) }
    }
  }

  /// Stops the subject with `terminal` and delivers it to the observers of that moment, preceded
  /// by the memory's final element if it has one. Must run inside the gate.
  @usableFromInline
  func stop(with terminal: Event<Element>) {
    let stopping:
      (
        ContiguousArray<ObserverBag<Element>.Entry>, ContiguousArray<CatchingUpObserver<Element>>,
        Element?
      )? = lock.locked {
        if case .disposed(nil) = lifecycle, Memory.keepsTerminalEventAfterDisposal {
          lifecycle = .disposed(terminal)
          return nil
        }
        guard case .active = lifecycle else { return nil }
        lifecycle = .stopped(terminal)
        let snapshot = observers.snapshot()
        if Memory.keepsObserversAfterTerminating {
          keepsRegistrations.store(true, ordering: .releasing)
        } else {
          // The snapshot keeps every removed observer alive until the delivery is over.
          _ = observers.removeAll()
        }
        let finalElement = memory.finalElement(before: terminal)
        // Only subjects that replay to registered observers have observers catching up, and
        // none of them has a final element.
        let nested = catchingUp.route(terminal, registersBeforeReplay: Memory.registersBeforeReplay)
        return (snapshot, nested, finalElement)
      }
    guard let (snapshot, nested, finalElement) = stopping else { return }
    if let finalElement { ObserverBag.deliver(.next(finalElement), to: snapshot) }
    ObserverBag.deliver(terminal, to: snapshot)
    deliver(terminal, toCatchingUp: nested)
  }

  /// Delivers `event` to observers catching up that receive it nested, after the registered ones
  /// as RxSwift would, having registered them last.
  @inlinable
  func deliver(
    _ event: Event<Element>, toCatchingUp observers: ContiguousArray<CatchingUpObserver<Element>>
  ) {
    for observer in observers where !observer.lifetime.isDisposed {
      observer.on(event)
    }
  }

  /// Subscribes `observer` for as long as `lifetime` lasts: replays the memory to it, then either
  /// registers it for later events or, if the subject has terminated, sends it the terminal event.
  ///
  /// Locks and unlocks without a closure, which would capture the observer and copy it into the
  /// observer table where this moves it.
  ///
  /// - Parameter owner: Returns the subject, named in the error a disposed subject sends; a
  ///   closure, called only then, because passing the subject itself retained and released it on
  ///   every subscription.
  @inlinable
  func subscribe(
    _ observer: consuming @escaping EventHandler<Element>, _ lifetime: Lifetime,
    owner: () -> any AnyObject & Sendable
  ) {
    lock.lock()
    switch lifecycle {
    case .active:
      if Memory.replaysToRegisteredObservers, let replay = memory.replay(after: nil) {
        let catching = catchingUp.add(observer, lifetime)
        lock.unlock()
        catching.catchUp(replaying: replay, owner: self)
        return
      }
      let key = observers.insert(observer, lifetime)
      lock.unlock()
      registerRemoval(of: key, in: lifetime)
    case .stopped(let terminal):
      let replay = memory.replay(after: terminal)
      lock.unlock()
      if let replay {
        for element in replay {
          if lifetime.isDisposed { return }
          observer(.next(element))
        }
      }
      if !lifetime.isDisposed { observer(terminal) }
    case .disposed(let terminal?):
      lock.unlock()
      observer(terminal)
    case .disposed(nil):
      lock.unlock()
      observer(.error(RxError.disposed(object: owner())))
    }
  }

  @usableFromInline
  func next(after observer: CatchingUpObserver<Element>) -> CatchUpStep<Element> {
    lock.locked {
      catchingUp.next(for: observer) {
        guard case .active = lifecycle else { return nil }
        return observers.insert(observer.on, observer.lifetime)
      }
    }
  }

  @usableFromInline
  func abandon(_ observer: CatchingUpObserver<Element>) {
    lock.locked { catchingUp.remove(observer) }
  }

  @usableFromInline
  func deliveringExclusively(_ body: () -> Void) {
    gate.exclusively(body)
  }

  /// Unregisters every observer, forgets the memory and refuses later events and subscribers.
  @usableFromInline
  func dispose() {
    // What the subject lets go of is returned from the lock and released after it.
    _ = lock.locked {
      let released = (lifecycle, observers.removeAll(), catchingUp.removeAll(), memory)
      lifecycle = .disposed(nil)
      if Memory.hasStorage { memory.forget() }
      return released
    }
  }

  @usableFromInline
  override func detach(_ key: Int) {
    removal(self, key)
  }

  /// Set once a subject that keeps its observers after terminating has terminated.
  @usableFromInline
  let keepsRegistrations = Atomic<Bool>(false)

  /// Whether the subject has terminated and keeps its observers registered, as RxSwift's
  /// behavior subject does: a subscriber's end that follows the terminal event leaves its
  /// observer there, and only the disposal its holder asks for removes it.
  @usableFromInline
  override var staysThroughDisposal: Bool {
    keepsRegistrations.load(ordering: .acquiring)
  }
}
