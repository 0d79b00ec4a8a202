/// One subscription to an operator that keeps state across events: the shell around the
/// operator's state machine, as RxSwift's sink is the object behind one subscription.
///
/// A sink owns the state machine, the ``DeliveryGate`` that serializes the operator's inputs
/// (its sources' events, its timers, its subscriptions), the observer and the subscription's
/// lifetime. For each input, the operator takes the gate with ``exclusively(_:)``, feeds the
/// input to the machine through one of its `mutating` methods, which calls nothing and returns
/// an action, and performs the action: it delivers with ``send(_:)`` and ``finish(_:)`` inside
/// the gate, which exists to serialize deliveries, and subscribes, disposes, schedules and calls
/// user closures outside it, where the operator's semantics allow. An operator that delivers
/// outside the gate, as RxSwift's `delay` and `timeout` do, takes the gate only to feed the
/// machine and performs every action after leaving it.
///
/// The gate lets the delivering thread in again, nested: an observer that sends into the
/// operator's own source from `onNext` is delivered to at once, as with RxSwift's recursive lock.
/// So no access to ``machine`` may span a delivery: each transition is one call that returns
/// before the action is performed, and the machine is read afresh after a delivery.
@usableFromInline
final class Sink<Machine, Element>: @unchecked Sendable {
  // @unchecked Sendable: `machine` and `observer` are guarded by `gate`
  @usableFromInline
  let gate = DeliveryGate()

  @exclusivity(unchecked) @usableFromInline
  var machine: Machine

  /// Replaced by an observer that drops everything once the terminal event is delivered.
  @exclusivity(unchecked) @usableFromInline
  var observer: EventHandler<Element>

  /// The subscription's lifetime; the operator's sources and timers run on it or its children.
  @usableFromInline
  let lifetime: Lifetime

  @inlinable
  init(_ machine: Machine, observer: @escaping EventHandler<Element>, lifetime: Lifetime) {
    self.machine = machine
    self.observer = observer
    self.lifetime = lifetime
  }

  /// Calls `body` as the only thread handling an input of this sink, nested if this thread is
  /// already delivering, and returns its result.
  @inlinable
  func exclusively<Result>(_ body: () -> Result) -> Result {
    gate.exclusively(body)
  }

  /// Under the gate: delivers `element` unless the subscription is disposed.
  @inlinable
  func send(_ element: Element) {
    if !lifetime.isDisposed { observer(.next(element)) }
  }

  /// Under the gate: delivers the terminal `event` unless the subscription is disposed, then
  /// disposes it, as RxSwift's sinks dispose themselves after forwarding a terminal event, so
  /// that sources still running on it or its children stop at once (see
  /// ``Lifetime/endEarly(_:with:)``).
  ///
  /// The observer is let go of then: in a long chain of sinks, each holds the next one downstream
  /// through its observer, and the source that holds the first one may be the last to let go of
  /// it; releasing them one by one as they finish keeps that release from nesting once per sink.
  @inlinable
  func finish(_ event: Event<Element>) {
    if lifetime.isDisposed { return }
    lifetime.endEarly(observer, with: event)
    observer = { _ in }
  }
}
