/// The decisions of one subscription to `flatMapLatest` or `switchLatest`, as a value with no
/// threads, no lock and no observer: ``SwitchEngine`` asks it what to do at each event and does
/// it.
///
/// Inner sequences are numbered in the order the outer sequence makes them; only the latest one
/// is listened to. Disposing the one a new inner sequence replaces is the engine's part.
@usableFromInline
struct SwitchStateMachine {
  /// What to do with an event of an inner sequence.
  @usableFromInline
  enum InnerAction: Equatable {
    /// Drop it: the inner sequence is no longer the latest, or everything has ended.
    case ignore
    /// Deliver it as it is: an element, or an error that ends everything.
    case deliver
    /// The latest inner sequence completed and the outer one had: send `.completed`.
    case complete
    /// The latest inner sequence completed; wait for the outer sequence's next element.
    case wait
  }

  @usableFromInline
  enum State {
    /// The outer sequence is running and no inner sequence is; `latest` is the number of the last
    /// inner sequence started.
    case idle(latest: Int)
    /// The outer sequence and inner sequence number `latest` are running.
    case switching(latest: Int)
    /// The outer sequence has completed; inner sequence number `latest` still runs.
    case draining(latest: Int)
    /// A terminal event has been sent.
    case finished
  }

  @usableFromInline
  var state = State.idle(latest: 0)

  @inlinable
  init() {}

  /// Whether a terminal event has been sent.
  @inlinable
  var isFinished: Bool {
    if case .finished = state { return true }
    return false
  }

  /// A new inner sequence replaces the current one, if any: returns its number, or `nil` if
  /// everything has ended.
  @inlinable
  mutating func innerStarted() -> Int? {
    switch state {
    case .idle(let latest), .switching(let latest), .draining(let latest):
      state = .switching(latest: latest &+ 1)
      return latest &+ 1
    case .finished:
      return nil
    }
  }

  /// `event` arrived from inner sequence number `id`.
  @inlinable
  mutating func innerSent<Element>(_ event: Event<Element>, from id: Int) -> InnerAction {
    guard let latest, latest == id else { return .ignore }
    switch event {
    case .next:
      return .deliver
    case .error:
      state = .finished
      return .deliver
    case .completed:
      if case .draining = state {
        state = .finished
        return .complete
      }
      state = .idle(latest: latest)
      return .wait
    }
  }

  /// The outer sequence has completed: returns whether to send `.completed`, which is when no
  /// inner sequence is running.
  @inlinable
  mutating func outerCompleted() -> Bool {
    switch state {
    case .idle:
      state = .finished
      return true
    case .switching(let latest):
      state = .draining(latest: latest)
      return false
    case .draining, .finished:
      return false
    }
  }

  /// The outer sequence or the selector failed: returns whether to send the error, which is when
  /// no terminal event has been sent yet.
  @inlinable
  mutating func fail() -> Bool {
    if isFinished { return false }
    state = .finished
    return true
  }

  /// The number of the inner sequence listened to, if any is running.
  @inlinable
  var latest: Int? {
    switch state {
    case .switching(let latest), .draining(let latest): return latest
    case .idle, .finished: return nil
    }
  }
}
