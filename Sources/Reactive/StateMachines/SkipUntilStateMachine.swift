/// The decisions of one subscription to `skip(until:)`: whether the source's events are dropped,
/// passed on, or the sequence has ended.
@usableFromInline
enum SkipUntilStateMachine: Equatable, Sendable {
  /// The other sequence has not sent an element yet: the source's elements are dropped.
  case skipping
  /// The other sequence has sent an element: the source's events pass.
  case forwarding
  /// A terminal event has been delivered, or the source completed while skipping, which, as in
  /// RxSwift, ends both subscriptions without a terminal event.
  case ended

  @usableFromInline
  enum Action: Equatable, Sendable {
    /// Deliver the source's event.
    case forward
    /// Finish with the other sequence's error.
    case finish
    /// Dispose the subscription to the other sequence, which has done its part.
    case disposeOther
    /// Dispose both subscriptions and deliver nothing, ever.
    case disposeBoth
    /// Do nothing.
    case ignore
  }

  /// The source sent an element.
  @inlinable
  mutating func sourceSentElement() -> Action {
    self == .forwarding ? .forward : .ignore
  }

  /// The source failed; its error is delivered even while skipping.
  @inlinable
  mutating func sourceFailed() -> Action {
    end(with: .forward)
  }

  /// The source completed.
  @inlinable
  mutating func sourceCompleted() -> Action {
    switch self {
    case .skipping:
      self = .ended
      return .disposeBoth
    case .forwarding, .ended:
      return end(with: .forward)
    }
  }

  /// The other sequence sent an element: the source's events pass from now on.
  @inlinable
  mutating func otherSentElement() -> Action {
    if self == .ended { return .ignore }
    self = .forwarding
    return .disposeOther
  }

  /// The other sequence failed.
  @inlinable
  mutating func otherFailed() -> Action {
    end(with: .finish)
  }

  /// The other sequence completed without an element.
  @inlinable
  mutating func otherCompleted() -> Action {
    self == .ended ? .ignore : .disposeOther
  }

  /// Ends the machine and returns `action`, or `.ignore` once it has ended.
  @inlinable
  mutating func end(with action: Action) -> Action {
    if self == .ended { return .ignore }
    self = .ended
    return action
  }
}
