/// The decisions of one subscription to `buffer(timeSpan:count:scheduler:)`: the buffer being
/// collected, and which clock may end it.
///
/// Each buffer has a generation; only the clock started with the current buffer may end it.
@usableFromInline
struct BufferStateMachine<Element> {
  @usableFromInline
  enum State {
    /// `buffer` is being collected; its clock is of `generation`.
    case collecting([Element], generation: UInt64)
    /// A terminal event has been delivered.
    case finished
  }

  @usableFromInline
  enum Action {
    /// Deliver `buffer`, which has ended, then start the clock of `generation`, the next
    /// buffer's, if it is still current then (see ``isCurrent(_:)``).
    case send([Element], nextGeneration: UInt64)
    /// Deliver `buffer`, then `.completed`.
    case complete(sending: [Element])
    /// Finish with the source's error; the buffer is dropped.
    case fail
    /// Do nothing.
    case ignore
  }

  /// The most elements a buffer holds; zero or less for no limit.
  @usableFromInline
  let count: Int

  @usableFromInline
  var state = State.collecting([], generation: 0)

  @inlinable
  init(count: Int) {
    self.count = count
  }

  /// Whether the buffer of `generation` is still being collected: its clock is to start.
  @inlinable
  func isCurrent(_ generation: UInt64) -> Bool {
    guard case .collecting(_, let current) = state else { return false }
    return current == generation
  }

  /// The source sent `element`.
  @inlinable
  mutating func elementArrived(_ element: Element) -> Action {
    guard case .collecting(var buffer, let generation) = state else { return .ignore }
    // Released from the state first, so that appending does not copy the buffer.
    state = .finished
    buffer.append(element)
    if buffer.count == count { return startNext(ending: buffer, generation) }
    state = .collecting(buffer, generation: generation)
    return .ignore
  }

  /// The clock of `generation` ran out.
  @inlinable
  mutating func timerFired(_ generation: UInt64) -> Action {
    guard case .collecting(let buffer, let current) = state, current == generation else {
      return .ignore
    }
    return startNext(ending: buffer, generation)
  }

  /// The source failed.
  @inlinable
  mutating func sourceFailed() -> Action {
    guard case .collecting = state else { return .ignore }
    state = .finished
    return .fail
  }

  /// The source completed.
  @inlinable
  mutating func sourceCompleted() -> Action {
    guard case .collecting(let buffer, _) = state else { return .ignore }
    state = .finished
    return .complete(sending: buffer)
  }

  @inlinable
  mutating func startNext(ending buffer: [Element], _ generation: UInt64) -> Action {
    state = .collecting([], generation: generation &+ 1)
    return .send(buffer, nextGeneration: generation &+ 1)
  }
}
