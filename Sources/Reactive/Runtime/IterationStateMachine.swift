/// The decisions of an ``IterativeRunner``, as a value with no threads and no lock: whether a
/// requested iteration starts now, waits for the iteration in progress, or merges into a request
/// already waiting.
@usableFromInline
struct IterationStateMachine: Sendable {
  @usableFromInline
  enum State: Equatable, Sendable {
    /// No iteration is in progress.
    case idle
    /// An iteration is in progress and nothing was requested during it.
    case iterating
    /// An iteration is in progress and the action must be performed once more after it.
    case iterateAgain
  }

  @usableFromInline
  var state = State.idle

  @inlinable
  init() {}

  /// An iteration was requested: returns whether the requesting thread performs it now;
  /// otherwise the thread whose iteration is in progress performs it when that returns.
  @inlinable
  mutating func requested() -> Bool {
    switch state {
    case .idle:
      state = .iterating
      return true
    case .iterating, .iterateAgain:
      state = .iterateAgain
      return false
    }
  }

  /// The iteration in progress returned: returns whether to iterate again, for a request made
  /// meanwhile.
  @inlinable
  mutating func iterationReturned() -> Bool {
    switch state {
    case .idle:
      preconditionFailure(
        "IterationStateMachine.iterationReturned: no iteration is in progress (idle)")
    case .iterating:
      state = .idle
      return false
    case .iterateAgain:
      state = .iterating
      return true
    }
  }
}
