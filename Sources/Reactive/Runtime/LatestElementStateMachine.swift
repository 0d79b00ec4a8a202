/// The decisions of one subscription that keeps the latest element of one sequence for use at
/// the events of another (`withLatestFrom`, `sample`), as a value with no threads, no lock and no
/// observer: ``LatestElementEngine`` asks it what to do at each event and does it.
@usableFromInline
struct LatestElementStateMachine<Latest> {
  @usableFromInline
  enum State {
    /// Running: `latest` is the kept sequence's latest element not yet used up (`sample` uses an
    /// element once; `withLatestFrom` keeps it), `isLatestDone` whether that sequence completed.
    case running(latest: Latest?, isLatestDone: Bool)
    /// A terminal event has been sent.
    case finished
  }

  @usableFromInline
  var state = State.running(latest: nil, isLatestDone: false)

  @inlinable
  init() {}

  /// Whether a terminal event has been sent.
  @inlinable
  var isFinished: Bool {
    if case .finished = state { return true }
    return false
  }

  /// Whether the kept sequence has completed, while running.
  @inlinable
  var isLatestDone: Bool {
    guard case .running(_, let isLatestDone) = state else { return false }
    return isLatestDone
  }

  /// The kept sequence sent `value`.
  @inlinable
  mutating func latestArrived(_ value: Latest) {
    guard case .running(_, let isLatestDone) = state else { return }
    state = .running(latest: value, isLatestDone: isLatestDone)
  }

  /// The kept sequence completed; its latest element stays in use.
  @inlinable
  mutating func latestCompleted() {
    guard case .running(let latest, _) = state else { return }
    state = .running(latest: latest, isLatestDone: true)
  }

  /// The element to combine with an element of the other sequence (`withLatestFrom`): the latest
  /// one, kept for the next time; `nil` if there is none yet or everything has ended.
  @inlinable
  var latest: Latest? {
    guard case .running(let latest, _) = state else { return nil }
    return latest
  }

  /// The element a sample sends (`sample`): the latest one not yet sampled, used up by this
  /// sample, or else `defaultValue`; `nil` if there is neither or everything has ended.
  @inlinable
  mutating func takeSample(default defaultValue: Latest?) -> Latest? {
    guard case .running(let latest, let isLatestDone) = state else { return nil }
    guard let latest else { return defaultValue }
    state = .running(latest: nil, isLatestDone: isLatestDone)
    return latest
  }

  /// After a sample: returns whether to send `.completed`, which is when the kept sequence has
  /// completed.
  @inlinable
  mutating func sampleTaken() -> Bool {
    guard isLatestDone else { return false }
    state = .finished
    return true
  }

  /// A terminal event is due (an error, or the other sequence completed): returns whether to
  /// send it, which is when none has been sent yet.
  @inlinable
  mutating func finish() -> Bool {
    if isFinished { return false }
    state = .finished
    return true
  }
}
