/// The decisions of one subscription to `take(until:)` or `take(for:)`: whether the source's
/// events still pass, until the other sequence (for `take(for:)`, the clock) ends the sequence.
@usableFromInline
enum TakeUntilStateMachine: Equatable, Sendable {
  /// The source's events pass.
  case forwarding
  /// A terminal event has been delivered.
  case finished

  @usableFromInline
  enum Action: Equatable, Sendable {
    /// Deliver the source's event.
    case forward
    /// Finish with the terminal event the other sequence's input stands for: `.completed` for
    /// an element (or the clock running out), its error for its failure.
    case finish
    /// Dispose the subscription to the other sequence, which completed without an element.
    case disposeOther
    /// Do nothing: the sequence has finished.
    case ignore
  }

  /// The source sent an element.
  @inlinable
  mutating func sourceSentElement() -> Action {
    self == .forwarding ? .forward : .ignore
  }

  /// The source sent a terminal event.
  @inlinable
  mutating func sourceEnded() -> Action {
    finishing(with: .forward)
  }

  /// The other sequence sent an element, or the clock ran out.
  @inlinable
  mutating func otherSentElement() -> Action {
    finishing(with: .finish)
  }

  /// The other sequence failed.
  @inlinable
  mutating func otherFailed() -> Action {
    finishing(with: .finish)
  }

  /// The other sequence completed without an element: the source's events still pass.
  @inlinable
  mutating func otherCompleted() -> Action {
    self == .forwarding ? .disposeOther : .ignore
  }

  @inlinable
  mutating func finishing(with action: Action) -> Action {
    guard self == .forwarding else { return .ignore }
    self = .finished
    return action
  }
}
