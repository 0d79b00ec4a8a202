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
/// `concatMap`, `merge`, `merge(maxConcurrent:)`, `concat`), as a value with no threads, no lock
/// and no observer: ``MergeEngine`` asks it what to do at each event and does it.
///
/// It counts the inner sequences running, queues those waiting for a slot under a limit, and
/// decides when the merged sequence completes: once the outer sequence has completed and no
/// inner sequence is running, waiting or left to pull. The first error ends everything.
/// `Inner` is an inner sequence (an `Observable`); the state machine only keeps and returns it.
@usableFromInline
struct MergeStateMachine<Inner> {
  /// What to do once a slot has been released.
  @usableFromInline
  enum SlotAction {
    /// Nothing: the slot is free, or everything has ended.
    case none
    /// Subscribe to this pulled inner sequence, in the released slot.
    case subscribe(Inner)
    /// Subscribe to this inner sequence, which waited for the released slot, as a step of the
    /// current-thread trampoline: RxSwift's merge with a limit schedules it there.
    case schedule(Inner)
    /// Ask the source of lazily pulled inner sequences for the next one and report it with
    /// ``MergeStateMachine/pulled(_:)``.
    case pull
    /// Send `.completed`: nothing is left.
    case complete
  }

  @usableFromInline
  enum State: Equatable {
    /// The outer sequence is running.
    case merging
    /// The outer sequence has completed; inner sequences still run, wait or are left to pull.
    case draining
    /// A terminal event has been sent.
    case finished
  }

  @usableFromInline
  let policy: MergePolicy

  @usableFromInline
  var state = State.merging

  /// Inner sequences subscribed to (or about to be) and not yet completed.
  @usableFromInline
  var active = 0

  /// Inner sequences waiting for a free slot, under a limit.
  @usableFromInline
  var waiting = FIFO<Inner>()

  /// Whether inner sequences are pulled one at a time from a source the engine holds (`concat`
  /// over a Swift sequence), until it runs dry.
  @usableFromInline
  var isPulling = false

  @inlinable
  init(_ policy: MergePolicy) {
    self.policy = policy
  }

  /// Whether a terminal event has been sent.
  @inlinable
  var isFinished: Bool {
    if case .finished = state { return true }
    return false
  }

  /// A source of a merged collection is about to be subscribed to, whatever the policy: returns
  /// `false` if everything has ended.
  @inlinable
  mutating func sourceAdded() -> Bool {
    if isFinished { return false }
    active += 1
    return true
  }

  /// Inner sequences will be pulled one after the other, and the outer sequence is complete:
  /// returns what to do to start the first one.
  @inlinable
  mutating func startPulling() -> SlotAction {
    if isFinished { return .none }
    isPulling = true
    state = .draining
    active = 1
    return releaseSlot()
  }

  /// The source of pulled inner sequences returned `inner` (`nil` once it has run dry).
  @inlinable
  mutating func pulled(_ inner: Inner?) -> SlotAction {
    if isFinished { return .none }
    if let inner { return .subscribe(inner) }
    isPulling = false
    return freeSlot()
  }

  /// An element of the outer sequence arrived: returns whether to make its inner sequence, which
  /// `flatMapFirst` does not while one is running.
  @inlinable
  func acceptsInner() -> Bool {
    if isFinished { return false }
    if case .dropWhileBusy = policy, active > 0 { return false }
    return true
  }

  /// The inner sequence of an outer element was made: returns it if it is to be subscribed to
  /// now, or `nil` when it waits for a slot (or everything has ended).
  @inlinable
  mutating func innerMade(_ inner: Inner) -> Inner? {
    if isFinished { return nil }
    if case .limited(let limit) = policy, active >= limit {
      waiting.append(inner)
      return nil
    }
    active += 1
    return inner
  }

  /// The outer sequence completed: returns whether to send `.completed`, which is when no inner
  /// sequence is left.
  @inlinable
  mutating func outerCompleted() -> Bool {
    guard case .merging = state else { return false }
    if active > 0 {
      state = .draining
      return false
    }
    state = .finished
    return true
  }

  /// An inner sequence whose subscription is not tracked (no limit) completed.
  @inlinable
  mutating func innerCompleted() -> SlotAction {
    releaseSlot()
  }

  /// An inner sequence completed; `phase` is where its subscription stands. If the call that
  /// subscribes to it has not returned, that call hands the slot on, so that inner sequences
  /// completing during their subscription run one after another instead of nested.
  @inlinable
  mutating func innerCompleted(_ phase: inout MergeInnerPhase) -> SlotAction {
    if case .subscribing = phase {
      phase = .completedWhileSubscribing
      return .none
    }
    return releaseSlot()
  }

  /// The call that subscribed to an inner sequence returned; `phase` is where that subscription
  /// stands.
  @inlinable
  mutating func innerReturned(_ phase: inout MergeInnerPhase) -> SlotAction {
    let completed = phase == .completedWhileSubscribing
    phase = .subscribed
    return completed ? releaseSlot() : .none
  }

  /// The outer sequence, an inner one or the selector failed: returns whether to send the error,
  /// which is when no terminal event has been sent yet.
  @inlinable
  mutating func fail() -> Bool {
    if isFinished { return false }
    finish()
    return true
  }

  /// A slot was released: hands it to the next inner sequence, or frees it.
  @inlinable
  mutating func releaseSlot() -> SlotAction {
    if isFinished { return .none }
    if let next = waiting.popFirst() { return .schedule(next) }
    if isPulling { return .pull }
    return freeSlot()
  }

  @inlinable
  mutating func freeSlot() -> SlotAction {
    active -= 1
    guard active == 0, case .draining = state else { return .none }
    finish()
    return .complete
  }

  @inlinable
  mutating func finish() {
    state = .finished
    waiting = FIFO()
    isPulling = false
  }
}

extension MergeStateMachine.SlotAction: Equatable where Inner: Equatable {}
