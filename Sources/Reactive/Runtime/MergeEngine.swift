import Synchronization

/// One subscription to a merging operator (`flatMap`, `flatMapFirst`, `concatMap`, `merge`,
/// `merge(maxConcurrent:)`, `concat`): the shell that runs a ``MergeStateMachine``.
///
/// Inner sequences come from an outer sequence (``FlatteningEngine/subscribeOuter(_:selector:)``),
/// from a collection (``mergeAll(_:)``) or are pulled lazily one at a time (``concatAll(_:)``).
/// Each inner runs on a child lifetime, disposed when it completes; a `just` subscribed to as it
/// arrives runs on none, its two events sent by ``sendJust(_:)``. At each event the engine takes
/// its ``DeliveryGate``, asks the state machine what to do, and does it: delivers inside the
/// gate, which serializes deliveries, and subscribes outside it.
///
/// With a limit, an inner that completes while being subscribed does not subscribe the next one
/// itself: the loop in ``subscribe(_:mayWait:)`` that is subscribing it does, after `run`
/// returns. So any number of queued inners that complete synchronously run one after the other
/// on a constant stack depth.
///
/// Deep chains (a recursive `flatMap`, thousands of operators built in a loop) nest one level of
/// subscribing and delivering per step. Each subscription the engine makes is a frame of the
/// thread's ``NestingTrampoline``; when the stack has grown past its budget, the engine's work
/// (a subscription, an event of a source) waits in ``deferred`` and the outermost frame does it
/// once the stack has unwound. Work that must not wait again when it finally runs is called with
/// `mayWait: false`.
@usableFromInline
final class MergeEngine<Element>: EngineShell<Element>, FlatteningEngine, @unchecked Sendable {
  // @unchecked Sendable: `state`, `pull`, `deferred` and `isDrainScheduled` are guarded by
  // `gate`; `hasDeferred` is atomic
  @exclusivity(unchecked) @usableFromInline
  var state: MergeStateMachine<Observable<Element>>

  /// Produces the next inner sequence on demand, for `concat` over a sequence; `nil` once spent.
  @exclusivity(unchecked) @usableFromInline
  var pull: (() -> Observable<Element>?)?

  /// Work waiting for the stack to unwind, oldest first. Once anything waits, later work of this
  /// engine waits behind it, so that the events of every source keep their order.
  @exclusivity(unchecked) @usableFromInline
  var deferred = FIFO<() -> Void>()

  /// Whether a drain of ``deferred`` is scheduled or under way.
  @exclusivity(unchecked) @usableFromInline
  var isDrainScheduled = false

  /// Whether ``deferred`` may hold work: a check that needs no gate, for the common case.
  @usableFromInline
  let hasDeferred = Atomic<Bool>(false)

  /// Whether the number of inners running at once is limited. The subscribing loop reads it
  /// outside the gate, so it is kept apart from ``state``, which other threads write inside it.
  @usableFromInline
  let isLimited: Bool

  @inlinable
  init(_ policy: MergePolicy, observer: @escaping EventHandler<Element>, lifetime: Lifetime) {
    state = MergeStateMachine(policy)
    if case .limited = policy { isLimited = true } else { isLimited = false }
    super.init(observer: observer, lifetime: lifetime)
  }

  /// Subscribes to each of `sources` in turn, as the elements of an outer sequence that then
  /// completes.
  @inlinable
  func mergeAll<Sources: Sequence>(_ sources: Sources)
  where Sources.Element == Observable<Element> {
    for source in sources {
      let added = gate.exclusively { !lifetime.isDisposed && state.sourceAdded() }
      if added {
        subscribe(source)
      } else {
        source.runEndedAtOnce()
      }
    }
    outerCompleted()
  }

  /// Subscribes to the sequences `next` returns, one after the other, until it returns `nil`.
  ///
  /// `next` is called only when the previous sequence has completed, so a lazy or infinite
  /// Swift sequence of observables is fine.
  @inlinable
  func concatAll(_ next: @escaping () -> Observable<Element>?) {
    let first = gate.exclusively {
      pull = next
      return perform(state.startPulling())
    }
    if let first { start(first) }
  }

  @inlinable
  func outerNext<Value>(_ value: Value, _ selector: @escaping (Value) throws -> Observable<Element>)
  {
    startInner(value, selector, mayWait: true)
  }

  /// Makes the inner sequence of `value` and subscribes to it, or queues or drops it as the
  /// policy says.
  @inlinable
  func startInner<Value>(
    _ value: Value, _ selector: @escaping (Value) throws -> Observable<Element>, mayWait: Bool
  ) {
    let start: Observable<Element>? = gate.exclusively {
      if lifetime.isDisposed || state.isFinished { return nil }
      if mayWait && mustWait() {
        deferStart(value, selector)
        return nil
      }
      guard state.acceptsInner() else { return nil }
      let inner: Observable<Element>
      do {
        inner = try selector(value)
      } catch {
        fail(error)
        return nil
      }
      return state.innerMade(inner)
    }
    guard let start else { return }
    if let just = start as? Just<Element> {
      sendJust(just)
    } else {
      subscribe(start)
    }
  }

  /// Sends the element and the completion of `just`, whose slot is taken, as its subscription
  /// would, with no lifetime or observer of its own: nothing can hold or observe them, and the
  /// sequence sends nothing else. The element is dropped, like the `just`'s own, once the
  /// subscription is disposed. It runs as a frame of the trampoline, as a subscription does, so
  /// that an observer feeding the outer sequence from inside `onNext` cannot nest without bound.
  @inlinable
  func sendJust(_ just: Just<Element>) {
    let frame = NestingTrampoline.enter()
    defer { NestingTrampoline.exit(frame) }
    let following: Following? = gate.exclusively {
      if frame.isDeep || !deferred.isEmpty {
        deferSubscription(just)
        return nil
      }
      if !state.isFinished { emit(.next(just.element)) }
      if lifetime.isDisposed { return nil }
      return perform(state.innerCompleted())
    }
    if let following { start(following) }
  }

  @inlinable
  func outerFailed(_ error: Swift.Error) {
    receiveError(error)
  }

  /// Delivers the error of a source, or queues its delivery if work must wait.
  @inlinable
  func receiveError(_ error: Swift.Error) {
    // A frame of the trampoline, so that errors cascading down a deep chain wait for the stack
    // to unwind.
    let frame = NestingTrampoline.enter()
    defer { NestingTrampoline.exit(frame) }
    receive(.error(error))
  }

  @inlinable
  func outerCompleted() {
    completeOuter(mayWait: true)
  }

  /// Notes that the outer sequence has completed, and completes if no inner is left.
  @inlinable
  func completeOuter(mayWait: Bool) {
    // A frame of the trampoline, so that completions cascading down a deep chain wait for the
    // stack to unwind.
    let frame = NestingTrampoline.enter()
    defer { NestingTrampoline.exit(frame) }
    gate.exclusively {
      if mayWait && mustWait() {
        deferOuterCompletion()
        return
      }
      if state.outerCompleted() { end(.completed) }
    }
  }

  @inlinable
  func runOuter<Value>(
    _ source: Observable<Value>, _ outerObserver: @escaping EventHandler<Value>, _ outer: Lifetime
  ) {
    let frame = NestingTrampoline.enter()
    if frame.isDeep {
      deferOuterSubscription(source, outerObserver, outer)
    } else {
      source.run(outerObserver, outer)
    }
    NestingTrampoline.exit(frame)
  }

  /// Runs `first` and, under a limit, the inners that take over its slot while they complete
  /// during their own subscription.
  @inlinable
  func subscribe(_ first: Observable<Element>, mayWait: Bool = true) {
    let frame = NestingTrampoline.enter()
    defer { NestingTrampoline.exit(frame) }
    if mayWait && waitsToSubscribe(first, isDeep: frame.isDeep) { return }
    var source = first
    while !lifetime.isDisposed {
      let inner = lifetime.makeChild()
      let token = isLimited ? InnerSubscription() : nil
      source.runEnteringTrampoline(innerObserver(inner, token), inner)
      guard let token else { return }
      let following = gate.exclusively { perform(state.innerReturned(&token.phase)) }
      guard case .subscribe(let pulled) = following else {
        if let following { start(following) }
        return
      }
      source = pulled
    }
  }

  /// Queues the subscription to `source` if work must wait, for the stack to unwind or behind
  /// earlier work; returns whether it did.
  @inlinable
  func waitsToSubscribe(_ source: Observable<Element>, isDeep: Bool) -> Bool {
    if !isDeep && !hasDeferred.load(ordering: .relaxed) { return false }
    return gate.exclusively {
      if !isDeep && deferred.isEmpty { return false }
      deferSubscription(source)
      return true
    }
  }

  @inlinable
  func innerObserver(_ inner: Lifetime, _ token: InnerSubscription?) -> EventHandler<Element> {
    { event in
      switch event {
      case .next:
        self.receive(event)
      case .error(let error):
        self.receiveError(error)
      case .completed:
        inner.dispose()
        self.innerCompleted(token, mayWait: true)
      }
    }
  }

  /// Frees the slot of an inner that completed, or hands it to the loop still subscribing it.
  @inlinable
  func innerCompleted(_ token: InnerSubscription?, mayWait: Bool) {
    // A frame of the trampoline, so that completions cascading down a deep chain wait for the
    // stack to unwind.
    let frame = NestingTrampoline.enter()
    defer { NestingTrampoline.exit(frame) }
    let following: Following? = gate.exclusively {
      if mayWait && mustWait() {
        deferInnerCompletion(token)
        return nil
      }
      if let token { return perform(state.innerCompleted(&token.phase)) }
      return perform(state.innerCompleted())
    }
    if let following { start(following) }
  }

  /// Delivers an event of a source, or queues its delivery if work must wait.
  @inlinable
  func receive(_ event: Event<Element>) {
    gate.exclusively {
      if mustWait() {
        deferDelivery(event)
      } else {
        handle(event)
      }
    }
  }

  /// Under the gate: delivers an element or an error of a source, unless the subscription has
  /// ended.
  @inlinable
  func handle(_ event: Event<Element>) {
    switch event {
    case .next:
      if !state.isFinished { emit(event) }
    case .error(let error):
      fail(error)
    case .completed:
      preconditionFailure("MergeEngine.handle: completions are counted, not delivered")
    }
  }

  /// Under the gate: sends `error` unless a terminal event was sent.
  @inlinable
  func fail(_ error: Swift.Error) {
    if state.fail() { end(.error(error)) }
  }

  /// Under the gate: whether work arriving now must wait, behind earlier work or for the stack
  /// to unwind.
  @inlinable
  func mustWait() -> Bool {
    !deferred.isEmpty || NestingTrampoline.isDeep()
  }

  // The slow paths, apart from the fast ones so that the closures they queue are made only when
  // work waits. Each runs under the gate, or takes it.

  @usableFromInline
  func deferStart<Value>(
    _ value: Value, _ selector: @escaping (Value) throws -> Observable<Element>
  ) {
    enqueue { self.startInner(value, selector, mayWait: false) }
  }

  @usableFromInline
  func deferOuterCompletion() {
    enqueue { self.completeOuter(mayWait: false) }
  }

  @usableFromInline
  func deferOuterSubscription<Value>(
    _ source: Observable<Value>, _ outerObserver: @escaping EventHandler<Value>, _ outer: Lifetime
  ) {
    gate.exclusively { enqueue { source.run(outerObserver, outer) } }
  }

  @usableFromInline
  func deferSubscription(_ source: Observable<Element>) {
    enqueue { self.subscribe(source, mayWait: false) }
  }

  @usableFromInline
  func deferInnerCompletion(_ token: InnerSubscription?) {
    enqueue { self.innerCompleted(token, mayWait: false) }
  }

  @usableFromInline
  func deferDelivery(_ event: Event<Element>) {
    enqueue { self.gate.exclusively { self.handle(event) } }
  }

  /// Under the gate: queues `work` behind the work already waiting, and has the trampoline drain
  /// the queue unless a drain is already scheduled or under way.
  @usableFromInline
  func enqueue(_ work: @escaping () -> Void) {
    deferred.append(work)
    hasDeferred.store(true, ordering: .relaxed)
    if isDrainScheduled { return }
    isDrainScheduled = true
    NestingTrampoline.schedule { self.drainDeferred() }
  }

  /// Does the waiting work, oldest first, outside the gate, until none is left.
  @usableFromInline
  func drainDeferred() {
    while true {
      let work: (() -> Void)? = gate.exclusively {
        if let work = deferred.popFirst() { return work }
        isDrainScheduled = false
        hasDeferred.store(false, ordering: .relaxed)
        return nil
      }
      guard let work else { return }
      work()
    }
  }

  /// Under the gate: does what the state machine asked once a slot was released; returns the
  /// sequence to subscribe to in that slot, if any, and how.
  @inlinable
  func perform(_ action: MergeStateMachine<Observable<Element>>.SlotAction) -> Following? {
    var action = action
    if case .pull = action {
      let next = pull?()
      if next == nil { pull = nil }
      action = state.pulled(next)
    }
    switch action {
    case .none, .pull: return nil
    case .subscribe(let inner): return .subscribe(inner)
    case .schedule(let inner): return .schedule(inner)
    case .complete:
      end(.completed)
      return nil
    }
  }

  /// The inner sequence that takes a released slot, and how it is subscribed to.
  @usableFromInline
  enum Following {
    /// At once: a pulled sequence, as RxSwift's `concat` of a sequence subscribes it.
    case subscribe(Observable<Element>)
    /// As a step of the current-thread trampoline: a sequence that waited for a slot.
    case schedule(Observable<Element>)
  }

  /// Outside the gate: subscribes to the inner sequence that takes a released slot.
  @inlinable
  func start(_ following: Following) {
    switch following {
    case .subscribe(let inner):
      subscribe(inner)
    case .schedule(let inner):
      CurrentThreadTrampoline.schedule(WaitingInner(engine: self, inner: inner))
    }
  }
}

/// The subscription to an inner sequence that waited for a slot of a ``MergeEngine``, queued on
/// the current-thread trampoline.
@usableFromInline
final class WaitingInner<Element>: TrampolineTask {
  @usableFromInline
  let engine: MergeEngine<Element>

  @usableFromInline
  let inner: Observable<Element>

  @inlinable
  init(engine: MergeEngine<Element>, inner: Observable<Element>) {
    self.engine = engine
    self.inner = inner
  }

  @inlinable
  func invoke(on trampoline: CurrentThreadTrampoline) {
    engine.subscribe(inner)
  }
}

/// Tells the loop subscribing an inner sequence whether it completed before `run` returned.
@usableFromInline
final class InnerSubscription {
  // Touched only under the gate of the engine that made it.
  @exclusivity(unchecked) @usableFromInline
  var phase = MergeInnerPhase.subscribing

  @inlinable
  init() {}
}
