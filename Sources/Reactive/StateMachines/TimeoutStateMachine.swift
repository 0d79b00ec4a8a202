/// The race of one subscription to `timeout` between its source's events and its clock.
///
/// Each element moves the clock to a new generation before it is delivered, so that a clock
/// started earlier cannot win while the observer handles it; the clock of the new generation
/// starts once the observer has returned, as in RxSwift.
@usableFromInline
enum TimeoutStateMachine: Equatable {
  /// The source is followed; the clock of `generation` is the one that may win.
  case racing(generation: UInt64)
  /// The source terminated or a clock won: nothing more of the source is delivered.
  case decided

  /// What to do with one of the source's events.
  @usableFromInline
  enum EventAction: Equatable {
    /// Deliver the event.
    case deliver
    /// Drop it: the race is decided.
    case drop
  }

  /// What to do once an element has been delivered.
  @usableFromInline
  enum ClockAction: Equatable {
    /// Start the clock of `generation`; its running out is reported with ``timerFired(_:)``.
    case startTimer(generation: UInt64)
    /// Start none: the race was decided meanwhile.
    case ignore
  }

  /// What to do when a clock runs out.
  @usableFromInline
  enum TimerAction: Equatable {
    /// Unsubscribe the source and subscribe the other sequence in its place.
    case switchToOther
    /// Nothing: an element came after this clock started, or the race is decided.
    case ignore
  }

  @inlinable
  init() {
    self = .racing(generation: 0)
  }

  /// The source sent an element.
  @inlinable
  mutating func elementArrived() -> EventAction {
    guard case .racing(let generation) = self else { return .drop }
    self = .racing(generation: generation &+ 1)
    return .deliver
  }

  /// The source sent its terminal event.
  @inlinable
  mutating func sourceTerminated() -> EventAction {
    guard case .racing = self else { return .drop }
    self = .decided
    return .deliver
  }

  /// An element has been delivered: the clock of the generation current now starts, read
  /// afresh, since an element the observer sent back, nested, has moved it on.
  @inlinable
  func elementDelivered() -> ClockAction {
    guard case .racing(let generation) = self else { return .ignore }
    return .startTimer(generation: generation)
  }

  /// The clock of `generation` ran out.
  @inlinable
  mutating func timerFired(_ generation: UInt64) -> TimerAction {
    guard case .racing(let current) = self, current == generation else { return .ignore }
    self = .decided
    return .switchToOther
  }
}
