import Synchronization

/// The state of an operator fed by several emitters (its source and its timers), and the lock
/// that serializes them.
///
/// Each emitter does all its work inside ``withLock(_:)``: it checks the subscription's
/// `isDisposed`, updates the state and delivers downstream there, so events that arrive on
/// different threads reach the observer one at a time and never after a terminal event. The lock
/// is not re-entrant: code inside `withLock` must not synchronously cause another event of the
/// same operator.
@usableFromInline
final class LockedState<State>: @unchecked Sendable {
  // @unchecked Sendable: `state` is guarded by `lock`
  @usableFromInline
  let lock = Mutex<Void>(())

  @exclusivity(unchecked) @usableFromInline
  var state: State

  @inlinable
  init(_ state: State) {
    self.state = state
  }

  /// Runs `body` with exclusive access to the state and returns its result.
  @inlinable
  func withLock<Result>(_ body: (inout State) -> Result) -> Result {
    lock.locked { body(&state) }
  }
}
