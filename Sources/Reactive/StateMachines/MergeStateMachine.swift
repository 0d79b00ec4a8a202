/// How a merging operator treats an inner sequence that arrives while others are running.
@usableFromInline
enum MergePolicy: Equatable, Sendable {
  /// Subscribes to every inner sequence at once (`flatMap`, `merge()`).
  case unbounded
  /// Runs at most this many inner sequences at a time and queues the rest in arrival order
  /// (`merge(maxConcurrent:)`, `concatMap`, `concat`).
  case limited(Int)
  /// Ignores an element that arrives while an inner sequence is running (`flatMapFirst`).
  case dropWhileBusy
}

/// Where the subscription to one inner sequence stands, for a merge with a limit: whether it
/// completed before the call that subscribed to it returned.
@usableFromInline
enum MergeInnerPhase: Equatable, Sendable {
  /// The call that subscribes to it has not returned yet.
  case subscribing
  /// It completed before that call returned; the caller hands its slot on.
  case completedWhileSubscribing
  /// The call that subscribed to it has returned.
  case subscribed
}

/// The decisions of one subscription to a merging operator (`flatMap`, `flatMapFirst`,
/// `concatMap`, `merge`, `merge(maxConcurrent:)`, `concat`).
///
/// It counts the inner sequences running, queues those waiting for a slot under a limit, and
/// decides when the merged sequence completes: once the outer sequence has completed and no
/// inner sequence is running, waiting or left to pull. The first error ends everything. `Inner`
/// is an inner sequence (an `Observable`); the machine only keeps and returns it.
///
/// The policy is the one setting that never changes; ``Phase`` is everything else.
@usableFromInline
struct MergeStateMachine<Inner> {
  /// Where the subscription stands, with exactly the data of that phase.
  @usableFromInline
  enum Phase {
    /// The outer sequence is running, and so are `running` inner sequences; none waits.
    case merging(running: Int)
    /// The outer sequence is running, the limit's worth of inner sequences too, and `waiting`,
    /// never empty, wait for a slot, oldest first.
    case queueing(waiting: FIFO<Inner>)
    /// The outer sequence has completed; `running` inner sequences, at least one, still run.
    case draining(running: Int)
    /// The outer sequence has completed; the limit's worth of inner sequences run and
    /// `waiting`, never empty, wait for a slot, oldest first.
    case drainingQueue(waiting: FIFO<Inner>)
    /// There is no outer sequence: inner sequences are pulled from `next`, one at a time, and
    /// one of them runs or is being pulled.
    case pulling(next: () -> Inner?)
    /// A terminal event has been sent, or the subscription was disposed.
    case finished
  }

  /// What to do with an element of the outer sequence.
  @usableFromInline
  enum ElementAction: Equatable, Sendable {
    /// Make its inner sequence and report it with ``MergeStateMachine/innerMade(_:)``.
    case makeInner
    /// Drop it: an inner sequence runs (`flatMapFirst`), or everything has ended.
    case ignore
  }

  /// What to do with an inner sequence just made.
  @usableFromInline
  enum StartAction {
    /// Subscribe to it; its completion is reported with ``MergeStateMachine/innerCompleted()``.
    case subscribe(Inner)
    /// Subscribe to it in a slot of the limit; its completion is reported with
    /// ``MergeStateMachine/innerCompleted(_:)`` and the return of the call subscribing it with
    /// ``MergeStateMachine/innerReturned(_:)``.
    case subscribeInSlot(Inner)
    /// Nothing yet: it waits for a slot, and a released slot hands it back.
    case wait
    /// Drop it: everything has ended.
    case ignore
  }

  /// What to do once a slot has been released, or the next inner sequence pulled.
  @usableFromInline
  enum SlotAction {
    /// Nothing: the slot is free, or everything has ended.
    case ignore
    /// Subscribe to this pulled inner sequence at once, in the released slot.
    case subscribe(Inner)
    /// Subscribe to this inner sequence, which waited for the released slot, as a step of the
    /// current-thread trampoline: RxSwift's merge with a limit schedules it there.
    case schedule(Inner)
    /// Call `next` for the next inner sequence and report it with
    /// ``MergeStateMachine/pulled(_:)``.
    case pull(next: () -> Inner?)
    /// Send `.completed`: nothing is left.
    case complete
  }

  /// What to do at the completion of the outer sequence.
  @usableFromInline
  enum CompletionAction: Equatable, Sendable {
    /// Send `.completed`: no inner sequence is left.
    case complete
    /// Nothing yet: inner sequences still run or wait.
    case wait
    /// Drop it: everything has ended.
    case ignore
  }

  /// What to do with an error of the outer sequence, an inner one or the selector.
  @usableFromInline
  enum ErrorAction: Equatable, Sendable {
    /// Send the error: it ends everything.
    case fail
    /// Drop it: everything has ended.
    case ignore
  }

  @usableFromInline
  let policy: MergePolicy

  @usableFromInline
  var phase = Phase.merging(running: 0)

  @inlinable
  init(_ policy: MergePolicy) {
    self.policy = policy
  }

  /// Whether a terminal event has been sent or the subscription disposed.
  @inlinable
  var isFinished: Bool {
    if case .finished = phase { return true }
    return false
  }

  /// An element of the outer sequence arrived.
  @inlinable
  func outerElementArrived() -> ElementAction {
    switch phase {
    case .merging(let running):
      if case .dropWhileBusy = policy, running > 0 { return .ignore }
      return .makeInner
    case .queueing, .draining, .drainingQueue:
      return .makeInner
    case .pulling:
      preconditionFailure("MergeStateMachine.outerElementArrived: pulled inners have no outer")
    case .finished:
      return .ignore
    }
  }

  /// The inner sequence of an outer element, or a source of a merged collection, was made.
  @inlinable
  mutating func innerMade(_ inner: consuming Inner) -> StartAction {
    if case .merging(let running) = phase {
      switch policy {
      case .unbounded, .dropWhileBusy:
        phase = .merging(running: running + 1)
        return .subscribe(inner)
      case .limited(let limit) where running < limit:
        phase = .merging(running: running + 1)
        return .subscribeInSlot(inner)
      case .limited:
        break
      }
    }
    return queue(inner)
  }

  /// An inner sequence was made while the limit's worth of them run.
  @inlinable
  mutating func queue(_ inner: consuming Inner) -> StartAction {
    switch phase {
    case .merging:
      var waiting = FIFO<Inner>()
      waiting.append(inner)
      phase = .queueing(waiting: waiting)
      return .wait
    case .queueing(var waiting):
      phase = .finished
      waiting.append(inner)
      phase = .queueing(waiting: waiting)
      return .wait
    case .draining, .drainingQueue, .pulling:
      preconditionFailure("MergeStateMachine.innerMade: the outer sequence has completed")
    case .finished:
      return .ignore
    }
  }

  /// The outer sequence completed.
  @inlinable
  mutating func outerCompleted() -> CompletionAction {
    switch phase {
    case .merging(let running):
      if running == 0 {
        phase = .finished
        return .complete
      }
      phase = .draining(running: running)
      return .wait
    case .queueing(let waiting):
      // With a limit of zero or less, the inner sequences waiting can never run.
      guard case .limited(let limit) = policy, limit > 0 else {
        phase = .finished
        return .complete
      }
      phase = .drainingQueue(waiting: waiting)
      return .wait
    case .draining, .drainingQueue, .pulling:
      preconditionFailure("MergeStateMachine.outerCompleted: the outer sequence completed twice")
    case .finished:
      return .ignore
    }
  }

  /// Inner sequences will be pulled from `next`, one after the other, and there is no outer
  /// sequence.
  @inlinable
  mutating func pullingStarted(_ next: @escaping () -> Inner?) -> SlotAction {
    guard case .merging(running: 0) = phase else {
      preconditionFailure("MergeStateMachine.pullingStarted: inner sequences already ran")
    }
    phase = .pulling(next: next)
    return .pull(next: next)
  }

  /// The `next` of the pulling phase returned `inner`, `nil` once it has run dry.
  @inlinable
  mutating func pulled(_ inner: Inner?) -> SlotAction {
    switch phase {
    case .pulling:
      if let inner { return .subscribe(inner) }
      phase = .finished
      return .complete
    case .finished:
      return .ignore
    case .merging, .queueing, .draining, .drainingQueue:
      preconditionFailure("MergeStateMachine.pulled: nothing was being pulled")
    }
  }

  /// An inner sequence subscribed to with ``StartAction/subscribe(_:)`` completed, or a `just`
  /// whose events the sink sent itself.
  @inlinable
  mutating func innerCompleted() -> SlotAction {
    releaseSlot()
  }

  /// An inner sequence subscribed to in a slot completed; `subscription` is where its
  /// subscription stands. If the call that subscribes to it has not returned, that call hands the
  /// slot on, so that inner sequences completing during their subscription run one after
  /// another instead of nested.
  @inlinable
  mutating func innerCompleted(_ subscription: inout MergeInnerPhase) -> SlotAction {
    if case .subscribing = subscription {
      subscription = .completedWhileSubscribing
      return .ignore
    }
    return releaseSlot()
  }

  /// The call that subscribed to an inner sequence in a slot returned; `subscription` is where
  /// that subscription stands.
  @inlinable
  mutating func innerReturned(_ subscription: inout MergeInnerPhase) -> SlotAction {
    let completed = subscription == .completedWhileSubscribing
    subscription = .subscribed
    return completed ? releaseSlot() : .ignore
  }

  /// The outer sequence, an inner one or the selector failed.
  @inlinable
  mutating func failed() -> ErrorAction {
    if isFinished { return .ignore }
    phase = .finished
    return .fail
  }

  /// The subscription was disposed: nothing waits or is pulled any more. The inner sequences
  /// running are disposed with the subscription's lifetime, so there is nothing to do.
  @inlinable
  mutating func disposed() {
    phase = .finished
  }

  /// A slot was released: hands it to the oldest waiting inner sequence, to the next pulled one,
  /// or frees it.
  @inlinable
  mutating func releaseSlot() -> SlotAction {
    switch phase {
    case .merging(let running):
      phase = .merging(running: running - 1)
      return .ignore
    case .draining(let running):
      if running == 1 {
        phase = .finished
        return .complete
      }
      phase = .draining(running: running - 1)
      return .ignore
    case .queueing(var waiting):
      phase = .finished
      let next = waiting.popFirst().unsafelyUnwrapped
      phase = waiting.isEmpty ? .merging(running: limit) : .queueing(waiting: waiting)
      return .schedule(next)
    case .drainingQueue(var waiting):
      phase = .finished
      let next = waiting.popFirst().unsafelyUnwrapped
      phase = waiting.isEmpty ? .draining(running: limit) : .drainingQueue(waiting: waiting)
      return .schedule(next)
    case .pulling(let next):
      return .pull(next: next)
    case .finished:
      return .ignore
    }
  }

  /// The number of inner sequences that run while others wait.
  @inlinable
  var limit: Int {
    guard case .limited(let limit) = policy else {
      preconditionFailure("MergeStateMachine.limit: only a limit makes inner sequences wait")
    }
    return limit
  }
}
