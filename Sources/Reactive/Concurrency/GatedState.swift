/// The state of an operator fed by several sources, and the gate that serializes their events.
///
/// Each of the operator's sinks does all its work inside ``run(_:)``: it checks the subscription's
/// `isDisposed`, reads and writes ``state`` and delivers downstream there. Events that arrive on
/// different threads are handled one at a time. An event that a delivery causes on the same thread
/// (an observer that feeds a source subject from its `onNext`) is handled at once, nested, as
/// RxSwift's recursive lock allows, where a plain `Mutex` would deadlock. Because of that nesting,
/// code inside `run` must not hold an `inout` access to ``state`` across a delivery.
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

  /// Runs `body` as the only thread handling an event of this operator.
  @inlinable
  func run(_ body: () -> Void) {
    gate.run(body)
  }
}
