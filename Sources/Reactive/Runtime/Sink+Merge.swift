import Synchronization

// One subscription to a merging operator (`flatMap`, `flatMapFirst`, `concatMap`, `merge`,
// `merge(maxConcurrent:)`, `concat`). Inner sequences come from an outer sequence
// (`subscribeOuter`), from a collection (`mergeAll`) or are pulled one at a time (`concatAll`).
// Each inner sequence runs on a child lifetime, disposed when it completes; a `just` subscribed
// to as it arrives runs on none, its two events sent by `sendJust`. At each input the sink takes
// its gate, feeds the input to the machine and performs the action: it delivers inside the gate
// and subscribes outside it.
//
// With a limit, an inner sequence that completes while being subscribed to does not subscribe
// the next one itself: the loop in `subscribe` that is subscribing it does, after `run`
// returns. So any number of queued inner sequences that complete synchronously run one after
// the other on a constant stack depth.
//
// Each subscription the sink makes, and each terminal event it handles, is a frame of the
// thread's `NestingTrampoline`; when the stack has grown past its budget, the work waits in the
// subscription's `MergeBacklog` and the outermost frame does it once the stack has unwound. Work
// that must not wait again when it finally runs is called with `mayWait: false`.
extension Sink where Machine == MergeStateMachine<Observable<Element>> {
  /// Subscribes to `source`, the outer sequence, on a child lifetime disposed when it completes,
  /// and to the inner sequences `selector` makes of its elements, as the machine's policy says.
  @inlinable
  func subscribeOuter<Value>(
    _ source: Observable<Value>, selector: @escaping (Value) throws -> Observable<Element>
  ) {
    let backlog = MergeBacklog()
    let outer = lifetime.makeChild()
    let outerObserver: EventHandler<Value> = { event in
      switch event {
      case .next(let value):
        self.outerSent(value, selector, backlog, mayWait: true)
      case .error(let error):
        self.receiveError(error, backlog)
      case .completed:
        outer.dispose()
        self.completeOuter(backlog, mayWait: true)
      }
    }
    let frame = NestingTrampoline.enter()
    if frame.isDeep {
      deferOuterSubscription(source, outerObserver, outer, backlog)
    } else {
      source.run(outerObserver, outer)
    }
    NestingTrampoline.exit(frame)
  }

  /// Subscribes to each of `sources` in turn, as the elements of an outer sequence that then
  /// completes.
  @inlinable
  func mergeAll<Sources: Sequence>(_ sources: Sources)
  where Sources.Element == Observable<Element> {
    let backlog = MergeBacklog()
    for source in sources {
      let start = exclusively {
        if lifetime.isDisposed { machine.disposed() }
        return machine.innerMade(source)
      }
      switch start {
      case .subscribe(let inner):
        subscribe(inner, inSlot: false, backlog)
      case .subscribeInSlot(let inner):
        subscribe(inner, inSlot: true, backlog)
      case .wait:
        break
      case .ignore:
        source.runEndedAtOnce()
      }
    }
    completeOuter(backlog, mayWait: true)
  }

  /// Subscribes to the sequences `next` returns, one after the other, until it returns `nil`.
  ///
  /// `next` is called only when the previous sequence has completed, so a lazy or infinite
  /// Swift sequence of observables is fine.
  @inlinable
  func concatAll(_ next: @escaping () -> Observable<Element>?) {
    let backlog = MergeBacklog()
    let following = exclusively { perform(machine.pullingStarted(next)) }
    if let following { start(following, backlog) }
  }

  /// Makes the inner sequence of `value`, an element of the outer sequence, and subscribes to
  /// it, or queues or drops it, as the machine says.
  @inlinable
  func outerSent<Value>(
    _ value: Value, _ selector: @escaping (Value) throws -> Observable<Element>,
    _ backlog: MergeBacklog, mayWait: Bool
  ) {
    let start: Machine.StartAction = exclusively {
      if lifetime.isDisposed {
        machine.disposed()
        return .ignore
      }
      if machine.isFinished { return .ignore }
      if mayWait && mustWait(backlog) {
        deferOuterElement(value, selector, backlog)
        return .ignore
      }
      guard machine.outerElementArrived() == .makeInner else { return .ignore }
      let inner: Observable<Element>
      do {
        inner = try selector(value)
      } catch {
        fail(error)
        return .ignore
      }
      return machine.innerMade(inner)
    }
    switch start {
    case .subscribe(let inner):
      startInner(inner, inSlot: false, backlog)
    case .subscribeInSlot(let inner):
      startInner(inner, inSlot: true, backlog)
    case .wait, .ignore:
      break
    }
  }

  /// Outside the gate: sends the events of `inner` if it is a `just`, or subscribes to it.
  @inlinable
  func startInner(_ inner: Observable<Element>, inSlot: Bool, _ backlog: MergeBacklog) {
    if let just = inner as? Just<Element> {
      sendJust(just, inSlot: inSlot, backlog)
    } else {
      subscribe(inner, inSlot: inSlot, backlog)
    }
  }

  /// Sends the element and the completion of `just`, whose slot is taken, as its subscription
  /// would, with no lifetime or observer of its own: nothing can hold or observe them, and the
  /// sequence sends nothing else. The element is dropped, like the `just`'s own, once the
  /// subscription is disposed. It runs as a frame of the trampoline, as a subscription does, so
  /// that an observer feeding the outer sequence from inside `onNext` cannot nest without bound.
  @inlinable
  func sendJust(_ just: Just<Element>, inSlot: Bool, _ backlog: MergeBacklog) {
    let frame = NestingTrampoline.enter()
    defer { NestingTrampoline.exit(frame) }
    let following: Machine.SlotAction? = exclusively {
      if frame.isDeep || !backlog.work.isEmpty {
        deferSubscription(just, inSlot: inSlot, backlog)
        return nil
      }
      if !machine.isFinished { send(just.element) }
      if lifetime.isDisposed {
        machine.disposed()
        return nil
      }
      return perform(machine.innerCompleted())
    }
    if let following { start(following, backlog) }
  }

  /// Delivers the error of a source, or queues its delivery if work must wait.
  @inlinable
  func receiveError(_ error: Swift.Error, _ backlog: MergeBacklog) {
    // A frame of the trampoline, so that errors cascading down a deep chain wait for the stack
    // to unwind.
    let frame = NestingTrampoline.enter()
    defer { NestingTrampoline.exit(frame) }
    receive(.error(error), backlog)
  }

  /// Notes that the outer sequence has completed, and completes if no inner sequence is left.
  @inlinable
  func completeOuter(_ backlog: MergeBacklog, mayWait: Bool) {
    // A frame of the trampoline, so that completions cascading down a deep chain wait for the
    // stack to unwind.
    let frame = NestingTrampoline.enter()
    defer { NestingTrampoline.exit(frame) }
    exclusively {
      if mayWait && mustWait(backlog) {
        deferOuterCompletion(backlog)
        return
      }
      if machine.outerCompleted() == .complete { finish(.completed) }
    }
  }

  /// Subscribes to `first` and, in a slot of a limit, to the inner sequences that take over the
  /// slot while they complete during their own subscription.
  @inlinable
  func subscribe(
    _ first: Observable<Element>, inSlot: Bool, _ backlog: MergeBacklog, mayWait: Bool = true
  ) {
    let frame = NestingTrampoline.enter()
    defer { NestingTrampoline.exit(frame) }
    if mayWait && waitsToSubscribe(first, inSlot: inSlot, backlog, isDeep: frame.isDeep) {
      return
    }
    var source = first
    while !lifetime.isDisposed {
      let inner = lifetime.makeChild()
      let subscription = inSlot ? InnerSubscription() : nil
      source.runEnteringTrampoline(innerObserver(inner, subscription, backlog), inner)
      guard let subscription else { return }
      let following = exclusively { perform(machine.innerReturned(&subscription.phase)) }
      guard case .subscribe(let pulled) = following else {
        if let following { start(following, backlog) }
        return
      }
      source = pulled
    }
  }

  /// Queues the subscription to `source` if work must wait, for the stack to unwind or behind
  /// earlier work; returns whether it did.
  @inlinable
  func waitsToSubscribe(
    _ source: Observable<Element>, inSlot: Bool, _ backlog: MergeBacklog, isDeep: Bool
  ) -> Bool {
    if !isDeep && !backlog.mayHoldWork.load(ordering: .relaxed) { return false }
    return exclusively {
      if !isDeep && backlog.work.isEmpty { return false }
      deferSubscription(source, inSlot: inSlot, backlog)
      return true
    }
  }

  @inlinable
  func innerObserver(
    _ inner: Lifetime, _ subscription: InnerSubscription?, _ backlog: MergeBacklog
  ) -> EventHandler<Element> {
    { event in
      switch event {
      case .next:
        self.receive(event, backlog)
      case .error(let error):
        self.receiveError(error, backlog)
      case .completed:
        inner.dispose()
        self.innerCompleted(subscription, backlog, mayWait: true)
      }
    }
  }

  /// Frees the slot of an inner sequence that completed, or hands it to the loop still
  /// subscribing to it.
  @inlinable
  func innerCompleted(
    _ subscription: InnerSubscription?, _ backlog: MergeBacklog, mayWait: Bool
  ) {
    // A frame of the trampoline, so that completions cascading down a deep chain wait for the
    // stack to unwind.
    let frame = NestingTrampoline.enter()
    defer { NestingTrampoline.exit(frame) }
    let following: Machine.SlotAction? = exclusively {
      if mayWait && mustWait(backlog) {
        deferInnerCompletion(subscription, backlog)
        return nil
      }
      if let subscription { return perform(machine.innerCompleted(&subscription.phase)) }
      return perform(machine.innerCompleted())
    }
    if let following { start(following, backlog) }
  }

  /// Delivers an event of a source, or queues its delivery if work must wait.
  @inlinable
  func receive(_ event: Event<Element>, _ backlog: MergeBacklog) {
    exclusively {
      if mustWait(backlog) {
        deferDelivery(event, backlog)
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
    case .next(let element):
      if !machine.isFinished { send(element) }
    case .error(let error):
      fail(error)
    case .completed:
      preconditionFailure("Sink.handle: the completions of merged sequences are counted, not sent")
    }
  }

  /// Under the gate: finishes with `error` unless a terminal event was sent.
  @inlinable
  func fail(_ error: Swift.Error) {
    if machine.failed() == .fail { finish(.error(error)) }
  }

  /// Under the gate: whether work arriving now must wait, behind earlier work or for the stack
  /// to unwind.
  @inlinable
  func mustWait(_ backlog: MergeBacklog) -> Bool {
    !backlog.work.isEmpty || NestingTrampoline.isDeep()
  }

  /// Under the gate: performs the part of a slot's action that belongs inside it (pulling the
  /// next inner sequence, sending `.completed`), and returns the subscription left to make
  /// outside it, if any: ``MergeStateMachine/SlotAction/subscribe(_:)`` or
  /// ``MergeStateMachine/SlotAction/schedule(_:)``.
  @inlinable
  func perform(_ action: Machine.SlotAction) -> Machine.SlotAction? {
    var action = action
    if case .pull(let next) = action {
      let pulled = next()
      action = machine.pulled(pulled)
    }
    switch action {
    case .ignore, .pull:
      return nil
    case .subscribe, .schedule:
      return action
    case .complete:
      finish(.completed)
      return nil
    }
  }

  /// Outside the gate: subscribes to the inner sequence that takes a released slot.
  @inlinable
  func start(_ following: Machine.SlotAction, _ backlog: MergeBacklog) {
    switch following {
    case .subscribe(let inner):
      subscribe(inner, inSlot: true, backlog)
    case .schedule(let inner):
      CurrentThreadTrampoline.schedule(WaitingInner(sink: self, inner: inner, backlog: backlog))
    case .ignore, .pull, .complete:
      break
    }
  }

  // The slow paths, apart from the fast ones so that the closures they queue are made only when
  // work waits. Each runs under the gate, or takes it.

  @usableFromInline
  func deferOuterElement<Value>(
    _ value: Value, _ selector: @escaping (Value) throws -> Observable<Element>,
    _ backlog: MergeBacklog
  ) {
    enqueue({ self.outerSent(value, selector, backlog, mayWait: false) }, backlog)
  }

  @usableFromInline
  func deferOuterCompletion(_ backlog: MergeBacklog) {
    enqueue({ self.completeOuter(backlog, mayWait: false) }, backlog)
  }

  @usableFromInline
  func deferOuterSubscription<Value>(
    _ source: Observable<Value>, _ outerObserver: @escaping EventHandler<Value>, _ outer: Lifetime,
    _ backlog: MergeBacklog
  ) {
    exclusively { enqueue({ source.run(outerObserver, outer) }, backlog) }
  }

  @usableFromInline
  func deferSubscription(_ source: Observable<Element>, inSlot: Bool, _ backlog: MergeBacklog) {
    enqueue({ self.subscribe(source, inSlot: inSlot, backlog, mayWait: false) }, backlog)
  }

  @usableFromInline
  func deferInnerCompletion(_ subscription: InnerSubscription?, _ backlog: MergeBacklog) {
    enqueue({ self.innerCompleted(subscription, backlog, mayWait: false) }, backlog)
  }

  @usableFromInline
  func deferDelivery(_ event: Event<Element>, _ backlog: MergeBacklog) {
    enqueue({ self.exclusively { self.handle(event) } }, backlog)
  }

  /// Under the gate: queues `work` behind the work already waiting, and has the trampoline drain
  /// the backlog unless a drain is already scheduled or under way.
  @usableFromInline
  func enqueue(_ work: @escaping () -> Void, _ backlog: MergeBacklog) {
    backlog.work.append(work)
    backlog.mayHoldWork.store(true, ordering: .relaxed)
    if backlog.isDrainScheduled { return }
    backlog.isDrainScheduled = true
    NestingTrampoline.schedule { self.drain(backlog) }
  }

  /// Does the waiting work, oldest first, outside the gate, until none is left.
  @usableFromInline
  func drain(_ backlog: MergeBacklog) {
    while true {
      let work: (() -> Void)? = exclusively {
        if let work = backlog.work.popFirst() { return work }
        backlog.isDrainScheduled = false
        backlog.mayHoldWork.store(false, ordering: .relaxed)
        return nil
      }
      guard let work else { return }
      work()
    }
  }
}

/// The subscription to an inner sequence that waited for a slot of a merging sink, queued on the
/// current-thread trampoline.
@usableFromInline
final class WaitingInner<Element>: TrampolineTask {
  @usableFromInline
  let sink: Sink<MergeStateMachine<Observable<Element>>, Element>

  @usableFromInline
  let inner: Observable<Element>

  @usableFromInline
  let backlog: MergeBacklog

  @inlinable
  init(
    sink: Sink<MergeStateMachine<Observable<Element>>, Element>, inner: Observable<Element>,
    backlog: MergeBacklog
  ) {
    self.sink = sink
    self.inner = inner
    self.backlog = backlog
  }

  @inlinable
  func invoke(on trampoline: CurrentThreadTrampoline) {
    sink.subscribe(inner, inSlot: true, backlog)
  }
}

/// Tells the loop subscribing an inner sequence in a slot whether it completed before `run`
/// returned.
@usableFromInline
final class InnerSubscription {
  // Touched only under the gate of the sink that made it.
  @exclusivity(unchecked) @usableFromInline
  var phase = MergeInnerPhase.subscribing

  @inlinable
  init() {}
}
