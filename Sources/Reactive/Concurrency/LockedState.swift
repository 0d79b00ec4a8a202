import Synchronization

/// The state of an operator fed by several emitters (its source and its timers), and the gate
/// that serializes them.
///
/// Each emitter does all its work inside ``withLock(_:)``: it checks the subscription's
/// `isDisposed`, updates the state and delivers downstream there, so events that arrive on
/// different threads reach the observer one at a time and never after a terminal event.
@usableFromInline
final class LockedState<State>: @unchecked Sendable {
  // @unchecked Sendable: `state` is guarded by `gate`
  @usableFromInline
  let gate = DeliveryGate()

  @exclusivity(unchecked) @usableFromInline
  var state: State

  @inlinable
  init(_ state: State) {
    self.state = state
  }

  /// Runs `body` with exclusive access to the state and returns its result.
  @inlinable
  func withLock<Result>(_ body: (inout State) -> Result) -> Result {
    gate.run { body(&state) }
  }
}
