/// Which elements a combining operator pairs up, and when it gives up.
@usableFromInline
enum CombiningMode: Sendable {
  /// The latest element of every source (`combineLatest`).
  case latest
  /// The oldest unused element of every source (`zip` of a collection).
  case zip
  /// The oldest unused element of every source, completing only once every source has
  /// completed (`zip` of two to eight sources, as RxSwift's `ZipSink`).
  case zipUntilEveryCompletion

  /// Whether each source keeps a queue of its elements rather than its latest one.
  @inlinable
  var queues: Bool {
    if case .latest = self { return false }
    return true
  }
}

/// The decisions of one subscription to `combineLatest` or `zip`.
///
/// It knows the sources only by index and counts the elements each one holds (at most one with
/// `.latest`, a queue's length when zipping):
///
/// - It combines when every source holds an element: with `.latest`, once every source has sent
///   something, then on every element; when zipping, whenever every queue is non-empty.
/// - It completes when every source has completed, or, except with `.zipUntilEveryCompletion`,
///   as RxSwift's operators do, when a source sends an element that cannot be combined yet while
///   every other source has completed. A source that completes holding nothing does not end it
///   by itself.
/// - The first terminal event, an error or a completion, ends it; after that every event is
///   ignored.
@usableFromInline
struct CombiningStateMachine {
  /// What to do with an element a source has just stored.
  @usableFromInline
  enum ElementAction: Equatable {
    /// Nothing yet: some source holds no element.
    case ignore
    /// Take one element from every source, combine them and send the result. The counts have
    /// already dropped, so that a nested element sent by the observer is counted afresh.
    case combine
    /// Finish with `.completed`: the element can never be combined.
    case complete
  }

  /// What to do at a source's terminal event, or when there is nothing to combine.
  @usableFromInline
  enum EndAction: Equatable {
    /// Finish with the terminal event.
    case finish
    /// Nothing: other sources still run, or everything has ended.
    case ignore
  }

  @usableFromInline
  enum State {
    /// Sources are running and the counts below are kept.
    case running
    /// A terminal event has been sent.
    case finished
  }

  @usableFromInline
  let mode: CombiningMode

  @usableFromInline
  var state = State.running

  // Kept beside the state rather than as its payload: the arrays are then updated in place on
  // every element instead of being moved out of an enum and back. They mean nothing once
  // finished.
  /// The number of elements each source holds.
  @usableFromInline
  var held: [Int]

  /// The number of sources that hold an element.
  @usableFromInline
  var holding = 0

  /// Whether each source has completed.
  @usableFromInline
  var done: [Bool]

  /// The number of sources that have completed.
  @usableFromInline
  var doneCount = 0

  @inlinable
  init(_ mode: CombiningMode, arity: Int) {
    self.mode = mode
    held = Array(repeating: 0, count: arity)
    done = Array(repeating: false, count: arity)
  }

  /// Whether a terminal event has been sent.
  @inlinable
  var isFinished: Bool {
    if case .finished = state { return true }
    return false
  }

  /// The source at `index` has stored an element: says whether to combine, wait or complete.
  @inlinable
  @inline(__always)
  mutating func elementStored(at index: Int) -> ElementAction {
    guard case .running = state else { return .ignore }
    // The steady state of `combineLatest`: every source holds its latest element already, so no
    // count changes, and writing them would check the arrays' uniqueness on every element. Inlined
    // into the sink, it costs no call; the counting that zip does on every element stays out of
    // line, where it does not make the sink's code larger.
    if holding == held.count, !mode.queues { return .combine }
    return countStored(at: index)
  }

  /// Counts an element the source at `index` has stored: says whether to combine, wait or
  /// complete.
  @usableFromInline
  mutating func countStored(at index: Int) -> ElementAction {
    precondition(
      held.indices.contains(index), "CombiningStateMachine.elementStored: no source \(index)")
    // Counted through one buffer pointer: one uniqueness check for the whole update.
    let queues = mode.queues
    var holding = self.holding
    let combines = held.withUnsafeMutableBufferPointer { held in
      if held[index] == 0 { holding += 1 }
      held[index] = queues ? held[index] + 1 : 1
      guard holding == held.count else { return false }
      if queues {
        for source in held.indices {
          held[source] -= 1
          if held[source] == 0 { holding -= 1 }
        }
      }
      return true
    }
    self.holding = holding
    if combines { return .combine }
    // No combination can ever include this element once every other source has completed.
    if case .zipUntilEveryCompletion = mode { return .ignore }
    if doneCount - (done[index] ? 1 : 0) == held.count - 1 {
      state = .finished
      return .complete
    }
    return .ignore
  }

  /// The source at `index` has completed: finishes with `.completed` when every source has.
  @inlinable
  mutating func completed(at index: Int) -> EndAction {
    guard case .running = state, !done[index] else { return .ignore }
    done[index] = true
    doneCount += 1
    if doneCount < done.count { return .ignore }
    state = .finished
    return .finish
  }

  /// A source or the result selector failed, or the operator has nothing to combine: finishes
  /// unless a terminal event was delivered.
  @inlinable
  mutating func failed() -> EndAction {
    guard case .running = state else { return .ignore }
    state = .finished
    return .finish
  }
}
