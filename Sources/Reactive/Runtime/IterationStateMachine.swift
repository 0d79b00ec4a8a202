/// The decisions of an ``IterativeRunner``, as a value with no threads and no lock: whether a
/// requested run starts now, waits for the run in progress, or merges into a request already
/// waiting.
@usableFromInline
struct IterationStateMachine: Sendable {
  @usableFromInline
  enum State: Equatable, Sendable {
    /// No run is in progress.
    case idle
    /// A run is in progress and nothing was requested during it.
    case iterating
    /// A run is in progress and the action must run once more after it.
    case iterateAgain
  }

  @usableFromInline
  var state = State.idle

  @inlinable
  init() {}

  /// A run was requested: returns whether the requesting thread runs it now; otherwise the
  /// thread whose run is in progress runs it when that returns.
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

  /// The run in progress returned: returns whether to run again, for a request made meanwhile.
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
