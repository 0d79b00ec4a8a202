/// The decisions of one subscription to `retry(when:)`: whether an error of the source waits for
/// a trigger, and how the trigger sequence ended.
@usableFromInline
enum RetryWhenStateMachine {
  /// An attempt runs, or waits to be subscribed, and no error waits for a trigger.
  case running
  /// An attempt failed; its error waits for a trigger.
  case errorWaiting
  /// The trigger sequence ended, with `end`, while no error waited: the next error of the source
  /// ends the result with it, as in RxSwift.
  case triggersEnded(TriggerEnd)
  /// A terminal event has been delivered.
  case finished

  /// How the trigger sequence ended.
  @usableFromInline
  enum TriggerEnd {
    case failed(Swift.Error)
    case completed

    @inlinable
    func asEvent<Element>() -> Event<Element> {
      switch self {
      case .failed(let error): return .error(error)
      case .completed: return .completed
      }
    }
  }

  @usableFromInline
  enum Action {
    /// Send the error to the errors sequence the handler was given, outside the gate: the
    /// handler may trigger the retry synchronously.
    case notifyHandler
    /// Subscribe to the source again.
    case resubscribe
    /// Deliver the attempt's event: an element, its completion or an error not retried.
    case forward
    /// Finish with the trigger sequence's `end`.
    case finish(TriggerEnd)
    /// Do nothing.
    case ignore
  }

  /// The attempt sent an element.
  @inlinable
  func attemptSentElement() -> Action {
    if case .finished = self { return .ignore }
    return .forward
  }

  /// The attempt completed, or failed with an error that is not retried.
  @inlinable
  mutating func attemptEnded() -> Action {
    if case .finished = self { return .ignore }
    self = .finished
    return .forward
  }

  /// The attempt failed with an error that is retried.
  @inlinable
  mutating func attemptFailed() -> Action {
    switch self {
    case .running:
      self = .errorWaiting
      return .notifyHandler
    case .triggersEnded(let end):
      self = .finished
      return .finish(end)
    case .errorWaiting:
      preconditionFailure("RetryWhenStateMachine.attemptFailed: an error already waits")
    case .finished:
      return .ignore
    }
  }

  /// The trigger sequence sent an element: retries if an error waits, and is ignored otherwise.
  @inlinable
  mutating func triggerArrived() -> Action {
    guard case .errorWaiting = self else { return .ignore }
    self = .running
    return .resubscribe
  }

  /// The trigger sequence ended with `end`: ends the result now if an error waits, otherwise at
  /// the next error.
  @inlinable
  mutating func triggersEnded(_ end: TriggerEnd) -> Action {
    switch self {
    case .running:
      self = .triggersEnded(end)
      return .ignore
    case .errorWaiting:
      self = .finished
      return .finish(end)
    case .triggersEnded:
      preconditionFailure("RetryWhenStateMachine.triggersEnded: the triggers have already ended")
    case .finished:
      return .ignore
    }
  }
}
