/// The decisions of one subscription to `debounce`: the element held back, and which clock may
/// send it.
///
/// Each element starts a clock of a new generation; only the clock of the latest generation may
/// send the element held.
@usableFromInline
enum DebounceStateMachine<Element> {
  /// No element is held; `generation` is the latest clock's.
  case idle(generation: UInt64)
  /// `element` waits for the clock of `generation`.
  case holding(Element, generation: UInt64)
  /// A terminal event has been delivered.
  case finished

  @usableFromInline
  enum Action {
    /// Start a clock of `generation`; its firing is reported with ``timerFired(_:)``.
    case startTimer(generation: UInt64)
    /// Deliver `element`.
    case send(Element)
    /// Deliver the held element, if any, then `.completed`.
    case complete(sending: Element?)
    /// Finish with the source's error; the held element is dropped.
    case fail
    /// Do nothing.
    case ignore
  }

  @inlinable
  init() {
    self = .idle(generation: 0)
  }

  /// The source sent `element`, which replaces the one held.
  @inlinable
  mutating func elementArrived(_ element: Element) -> Action {
    let generation: UInt64
    switch self {
    case .idle(let previous), .holding(_, let previous): generation = previous &+ 1
    case .finished: return .ignore
    }
    self = .holding(element, generation: generation)
    return .startTimer(generation: generation)
  }

  /// The clock of `generation` ran out.
  @inlinable
  mutating func timerFired(_ generation: UInt64) -> Action {
    guard case .holding(let element, let current) = self, current == generation else {
      return .ignore
    }
    self = .idle(generation: generation)
    return .send(element)
  }

  /// The source failed.
  @inlinable
  mutating func sourceFailed() -> Action {
    if case .finished = self { return .ignore }
    self = .finished
    return .fail
  }

  /// The source completed.
  @inlinable
  mutating func sourceCompleted() -> Action {
    switch self {
    case .idle:
      self = .finished
      return .complete(sending: nil)
    case .holding(let element, _):
      self = .finished
      return .complete(sending: element)
    case .finished:
      return .ignore
    }
  }
}
