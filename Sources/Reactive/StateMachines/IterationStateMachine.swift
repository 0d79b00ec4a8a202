/// The decisions of a loop that performs an action again and again on request without ever
/// nesting one iteration inside another (`retry`, `retry(when:)`, `catch(sequence:)`): whether a
/// requested iteration starts now, waits for the iteration in progress, or merges into a request
/// already waiting.
@usableFromInline
enum IterationStateMachine: Equatable, Sendable {
  /// No iteration is in progress.
  case idle
  /// An iteration is in progress and nothing was requested during it.
  case iterating
  /// An iteration is in progress and the action must be performed once more after it.
  case iterateAgain

  @usableFromInline
  enum Action: Equatable, Sendable {
    /// Perform the action on this thread, now or again.
    case iterate
    /// Return: the thread whose iteration is in progress performs the request when that returns,
    /// or nothing was requested.
    case stop
  }

  /// An iteration was requested.
  @inlinable
  mutating func requested() -> Action {
    switch self {
    case .idle:
      self = .iterating
      return .iterate
    case .iterating, .iterateAgain:
      self = .iterateAgain
      return .stop
    }
  }

  /// The iteration in progress returned.
  @inlinable
  mutating func iterationReturned() -> Action {
    switch self {
    case .idle:
      preconditionFailure(
        "IterationStateMachine.iterationReturned: no iteration is in progress (idle)")
    case .iterating:
      self = .idle
      return .stop
    case .iterateAgain:
      self = .iterating
      return .iterate
    }
  }
}
