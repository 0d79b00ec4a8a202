/// The decisions of one subscription to `flatMapLatest` or `switchLatest`.
///
/// Inner sequences are numbered in the order the outer sequence makes them; only the latest one
/// is listened to. Disposing the one a new inner sequence replaces is the sink's part.
@usableFromInline
enum SwitchStateMachine: Equatable, Sendable {
  /// The outer sequence is running and no inner sequence is; `latest` is the number of the last
  /// inner sequence started.
  case idle(latest: Int)
  /// The outer sequence and inner sequence number `latest` are running.
  case switching(latest: Int)
  /// The outer sequence has completed; inner sequence number `latest` still runs.
  case draining(latest: Int)
  /// A terminal event has been delivered.
  case finished

  /// What to do with a new inner sequence.
  @usableFromInline
  enum StartAction: Equatable, Sendable {
    /// Subscribe to it as inner sequence number `id`, replacing the current one.
    case start(id: Int)
    /// Drop it: everything has ended.
    case ignore
  }

  /// What to do with an event of an inner sequence.
  @usableFromInline
  enum InnerAction: Equatable, Sendable {
    /// Deliver it as it is: an element, or an error that finishes everything.
    case forward
    /// The latest inner sequence completed and the outer one had: finish with `.completed`.
    case complete
    /// The latest inner sequence completed; wait for the outer sequence's next element.
    case wait
    /// Drop it: the inner sequence is no longer the latest, or everything has ended.
    case ignore
  }

  /// What to do at the outer sequence's terminal event or the selector's error.
  @usableFromInline
  enum EndAction: Equatable, Sendable {
    /// Finish with the terminal event.
    case finish
    /// Wait for the latest inner sequence to complete.
    case wait
    /// Drop it: everything has ended.
    case ignore
  }

  @inlinable
  init() {
    self = .idle(latest: 0)
  }

  /// Whether a terminal event has been delivered.
  @inlinable
  var isFinished: Bool {
    self == .finished
  }

  /// The number of the inner sequence listened to, if any is running.
  @inlinable
  var latest: Int? {
    switch self {
    case .switching(let latest), .draining(let latest): return latest
    case .idle, .finished: return nil
    }
  }

  /// The outer sequence made a new inner sequence.
  @inlinable
  mutating func innerMade() -> StartAction {
    switch self {
    case .idle(let latest), .switching(let latest), .draining(let latest):
      self = .switching(latest: latest &+ 1)
      return .start(id: latest &+ 1)
    case .finished:
      return .ignore
    }
  }

  /// `event` arrived from inner sequence number `id`.
  @inlinable
  mutating func innerSent<Element>(_ event: Event<Element>, from id: Int) -> InnerAction {
    guard let latest, latest == id else { return .ignore }
    switch event {
    case .next:
      return .forward
    case .error:
      self = .finished
      return .forward
    case .completed:
      if case .draining = self {
        self = .finished
        return .complete
      }
      self = .idle(latest: latest)
      return .wait
    }
  }

  /// The outer sequence completed: finishes if no inner sequence is running.
  @inlinable
  mutating func outerCompleted() -> EndAction {
    switch self {
    case .idle:
      self = .finished
      return .finish
    case .switching(let latest):
      self = .draining(latest: latest)
      return .wait
    case .draining:
      return .wait
    case .finished:
      return .ignore
    }
  }

  /// The outer sequence or the selector failed.
  @inlinable
  mutating func failed() -> EndAction {
    if isFinished { return .ignore }
    self = .finished
    return .finish
  }
}
