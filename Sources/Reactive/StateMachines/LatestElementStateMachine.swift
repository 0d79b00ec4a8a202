/// The decisions of one subscription that keeps the latest element of one sequence for use at
/// the events of another (`withLatestFrom`, `sample`).
@usableFromInline
enum LatestElementStateMachine<Latest> {
  /// Running: `latest` is the kept sequence's latest element not yet used up (`sample` uses an
  /// element once; `withLatestFrom` keeps it), `isLatestDone` whether that sequence completed.
  case running(latest: Latest?, isLatestDone: Bool)
  /// A terminal event has been delivered.
  case finished

  @usableFromInline
  enum Action {
    /// Deliver this element (`withLatestFrom` combines it first).
    case send(Latest)
    /// Finish with the terminal event due.
    case finish
    /// Do nothing.
    case ignore
  }

  @inlinable
  init() {
    self = .running(latest: nil, isLatestDone: false)
  }

  /// The kept sequence sent `value`.
  @inlinable
  mutating func latestArrived(_ value: Latest) {
    guard case .running(_, let isLatestDone) = self else { return }
    self = .running(latest: value, isLatestDone: isLatestDone)
  }

  /// The kept sequence completed; its latest element stays in use.
  @inlinable
  mutating func latestCompleted() {
    guard case .running(let latest, _) = self else { return }
    self = .running(latest: latest, isLatestDone: true)
  }

  /// The other sequence sent an element (`withLatestFrom`): the latest element is combined with
  /// it, and kept for the next time.
  @inlinable
  func elementArrived() -> Action {
    guard case .running(let latest?, _) = self else { return .ignore }
    return .send(latest)
  }

  /// The sampler sent an event (`sample`): the latest element not yet sampled is used up, or
  /// else `defaultValue` is sent.
  @inlinable
  mutating func sampled(default defaultValue: Latest?) -> Action {
    guard case .running(let latest, let isLatestDone) = self else { return .ignore }
    guard let latest else { return defaultValue.map { .send($0) } ?? .ignore }
    self = .running(latest: nil, isLatestDone: isLatestDone)
    return .send(latest)
  }

  /// A sample was delivered: finishes with `.completed` if the kept sequence has completed,
  /// read after the delivery, which may have completed it.
  @inlinable
  mutating func sampleDelivered() -> Action {
    guard case .running(_, true) = self else { return .ignore }
    self = .finished
    return .finish
  }

  /// A terminal event is due: an error, or the other sequence completed.
  @inlinable
  mutating func ended() -> Action {
    if case .finished = self { return .ignore }
    self = .finished
    return .finish
  }
}
