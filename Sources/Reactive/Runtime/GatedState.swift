/// The state of an operator fed by several emitters (its sources, its timers), and the gate that
/// serializes their events.
///
/// Each emitter does all its work for an event inside ``run(_:)``: it checks the subscription's
/// `isDisposed`, reads and writes ``state`` and delivers downstream there. Events that arrive on
/// different threads are handled one at a time, so they reach the observer one after the other
/// and never after a terminal event. An event that a delivery causes on the same thread (an
/// observer that feeds a source subject from its `onNext`) is handled at once, nested, as
/// RxSwift's recursive lock allows, where a plain lock would deadlock.
///
/// Because of that nesting, no access to ``state`` may span a call out of the operator (to an
/// observer, a subject or a user closure): an `inout` access held across a delivery would overlap
/// the nested run's accesses, which is undefined behaviour. So code inside `run` reads and writes
/// `state` in short accesses or through `mutating` methods that call nothing, makes the state
/// consistent before each delivery and reads it afresh after one.
@usableFromInline
final class GatedState<State>: @unchecked Sendable {
  // @unchecked Sendable: `state` is guarded by `gate`, a mutex that its owner may re-enter
  @usableFromInline
  let gate = DeliveryGate()

  @exclusivity(unchecked) @usableFromInline
  var state: State

  @inlinable
  init(_ state: State) {
    self.state = state
  }

  /// Runs `body` as the only thread handling an event of this operator, and returns its result.
  @inlinable
  func exclusively<Result>(_ body: () -> Result) -> Result {
    gate.exclusively(body)
  }
}
