/// A new observer of a subject that replays (a behavior or replay subject, `share(replay:)`), from
/// the moment its replay is taken until it is registered for live events.
///
/// The replay runs on the subscribing thread without the subject's lock or delivery gate, so its
/// observer may wait for a thread that sends into the subject. Events sent meanwhile are queued
/// here and delivered after the replay, so that the observer receives the replay, then every
/// later event once and in the order the subject sent them; once the queue is empty, it is
/// registered with the subject under the subject's lock.
///
/// A send made by the subscribing thread itself from inside the replay, when nothing is queued,
/// behaves as in RxSwift: a behavior subject, which registers its observer before replaying the
/// current value, delivers it at once (nested); a replay subject and `share(replay:)`, which
/// register after the replay, do not deliver an element to the observer being replayed to (it
/// is in the buffer for later observers), and deliver a terminal event after the replay.
///
/// Not thread-safe by itself: `queued`, `isReplaying` and `isDone` are guarded by the lock of the
/// subject that owns the ``CatchingUpObservers`` list.
@usableFromInline
final class CatchingUpObserver<Element> {
  @usableFromInline
  let on: EventHandler<Element>

  @usableFromInline
  let lifetime: Lifetime

  /// The subscribing thread, which runs the replay and then delivers the queued events.
  @usableFromInline
  let thread: UInt

  /// Events sent since the replay was taken, for the observer to receive after it.
  @exclusivity(unchecked) @usableFromInline
  var queued = FIFO<Event<Element>>()

  /// Whether the replay itself is still running, as opposed to the queued events.
  @exclusivity(unchecked) @usableFromInline
  var isReplaying = true

  /// Whether the observer must receive nothing more: it was delivered a terminal event nested,
  /// or the subject was disposed.
  @exclusivity(unchecked) @usableFromInline
  var isDone = false

  @inlinable
  init(on: @escaping EventHandler<Element>, lifetime: Lifetime, thread: UInt) {
    self.on = on
    self.lifetime = lifetime
    self.thread = thread
  }
}

/// What a subscribing thread does next once its observer's replay is over.
@usableFromInline
enum CatchUpStep<Element> {
  /// Deliver this queued event.
  case deliver(Event<Element>)
  /// The queue is empty and the observer is now registered under this key.
  case registered(key: Int)
  /// Stop: the observer receives nothing more from the catch-up.
  case done
}

/// The observers of one subject that are catching up; the subject's lock guards it.
@usableFromInline
struct CatchingUpObservers<Element> {
  @usableFromInline
  var entries: ContiguousArray<CatchingUpObserver<Element>> = []

  @inlinable
  init() {}

  @inlinable
  var isEmpty: Bool {
    entries.isEmpty
  }

  /// Under the lock: adds an observer about to be replayed to on the calling thread.
  @inlinable
  mutating func add(_ observer: @escaping EventHandler<Element>, _ lifetime: Lifetime)
    -> CatchingUpObserver<Element>
  {
    let catchingUp = CatchingUpObserver(on: observer, lifetime: lifetime, thread: currentThreadID())
    entries.append(catchingUp)
    return catchingUp
  }

  /// Under the lock, for an event the subject sends: queues it for the observers catching up, and
  /// returns those that receive it at once, nested, on the calling thread.
  ///
  /// - Parameter registersBeforeReplay: Whether the subject, in RxSwift, registers a new observer
  ///   before replaying to it (a behavior subject) rather than after (a replay subject).
  @usableFromInline
  func route(_ event: Event<Element>, registersBeforeReplay: Bool)
    -> ContiguousArray<CatchingUpObserver<Element>>
  {
    var nested: ContiguousArray<CatchingUpObserver<Element>> = []
    let thread = currentThreadID()
    for observer in entries where !observer.isDone {
      guard observer.thread == thread, observer.queued.isEmpty else {
        observer.queued.append(event)
        continue
      }
      if observer.isReplaying && !registersBeforeReplay {
        // Not registered yet: an element passes it by; a terminal event follows the replay.
        if event.isStopEvent { observer.queued.append(event) }
        continue
      }
      if event.isStopEvent { observer.isDone = true }
      nested.append(observer)
    }
    return nested
  }

  /// Under the lock: ends the replay of `observer` and returns its next queued event, or removes
  /// it from the list once it has none, and then `register` registers it unless it is done.
  @inlinable
  mutating func next(
    for observer: CatchingUpObserver<Element>, register: () -> Int?
  ) -> CatchUpStep<Element> {
    observer.isReplaying = false
    let wasDone = observer.isDone
    if !wasDone, let event = observer.queued.popFirst() { return .deliver(event) }
    remove(observer)
    if wasDone { return .done }
    return register().map { .registered(key: $0) } ?? .done
  }

  /// Under the lock: whether `observer` is catching up.
  @inlinable
  func contains(_ observer: CatchingUpObserver<Element>) -> Bool {
    entries.contains { $0 === observer }
  }

  /// Under the lock: forgets `observer`, which receives nothing more.
  @inlinable
  mutating func remove(_ observer: CatchingUpObserver<Element>) {
    observer.isDone = true
    if let index = entries.firstIndex(where: { $0 === observer }) {
      entries.remove(at: index)
    }
  }

  /// Under the lock: forgets every observer, which receive nothing more; returns them, for the
  /// caller to release after leaving the lock.
  @inlinable
  mutating func removeAll() -> ContiguousArray<CatchingUpObserver<Element>> {
    for observer in entries { observer.isDone = true }
    defer { entries = [] }
    return entries
  }
}

/// A subject whose new observers catch up outside its lock and gate.
@usableFromInline
protocol CatchUpOwner<Element>: ObserverRemoving {
  associatedtype Element

  /// Takes the subject's lock and returns what `observer`, whose replay is over, does next.
  func next(after observer: CatchingUpObserver<Element>) -> CatchUpStep<Element>

  /// Takes the subject's lock and forgets `observer`, which is disposed or has terminated.
  func abandon(_ observer: CatchingUpObserver<Element>)

  /// Calls `body` as the subject's only delivering thread: no event is queued meanwhile.
  func deliveringExclusively(_ body: () -> Void)
}

extension CatchingUpObserver {
  /// How many queued events an observer catches up with outside the gate before it takes the
  /// gate for the rest: a source sending without pause could otherwise queue events faster than
  /// the observer takes them, and keep it from ever being registered.
  @inlinable
  static var eventsCaughtUpWithoutTheGate: Int { 64 }

  /// On the subscribing thread, holding no lock: replays `replay` to the observer, then the
  /// events queued meanwhile, then registers it with `owner`.
  ///
  /// After ``eventsCaughtUpWithoutTheGate`` queued events, the rest are delivered holding the
  /// subject's gate, which its senders then wait for: they send nothing more to queue, and the
  /// observer is registered once the queue is empty.
  @inlinable
  func catchUp<Replay: Sequence<Element>>(
    replaying replay: Replay, owner: some CatchUpOwner<Element>
  ) {
    for element in replay {
      if lifetime.isDisposed {
        owner.abandon(self)
        return
      }
      on(.next(element))
    }
    if catchUp(upTo: Self.eventsCaughtUpWithoutTheGate, owner: owner) { return }
    owner.deliveringExclusively { _ = catchUp(upTo: .max, owner: owner) }
  }

  /// Delivers up to `limit` queued events, then registers the observer once none is queued;
  /// returns whether it is done: registered, terminated or disposed.
  @inlinable
  func catchUp(upTo limit: Int, owner: some CatchUpOwner<Element>) -> Bool {
    var delivered = 0
    while true {
      switch owner.next(after: self) {
      case .deliver(let event):
        if lifetime.isDisposed {
          owner.abandon(self)
          return true
        }
        on(event)
        if event.isStopEvent {
          owner.abandon(self)
          return true
        }
        delivered += 1
        if delivered == limit { return false }
      case .registered(let key):
        owner.registerRemoval(of: key, in: lifetime)
        return true
      case .done:
        return true
      }
    }
  }
}
