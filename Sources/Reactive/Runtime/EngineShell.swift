/// What the shell of every engine holds: the ``DeliveryGate`` that serializes its events, the
/// observer it delivers to and the lifetime of the subscription.
///
/// A shell takes the gate for each event of a source, asks its state machine what to do and does
/// it: delivers with ``emit(_:)`` inside the gate (the one place where our code calls an
/// observer while holding something), and subscribes or disposes wherever the state machine's
/// decision allows, most often outside the gate.
@usableFromInline
class EngineShell<Element>: @unchecked Sendable {
  // @unchecked Sendable: subclasses keep their state behind `gate`
  @usableFromInline
  final let gate = DeliveryGate()

  /// Written only under the gate, once, when the subscription ends.
  @exclusivity(unchecked) @usableFromInline
  final var observer: EventHandler<Element>

  /// The lifetime of the subscription; sources subscribe on children of it.
  @usableFromInline
  final let lifetime: Lifetime

  @inlinable
  init(observer: @escaping EventHandler<Element>, lifetime: Lifetime) {
    self.observer = observer
    self.lifetime = lifetime
  }

  /// Under the gate: delivers `event` unless the subscription is disposed.
  @inlinable
  final func emit(_ event: Event<Element>) {
    if !lifetime.isDisposed { observer(event) }
  }

  /// Under the gate: delivers `event`, the subscription's terminal event, unless the subscription
  /// is disposed, then disposes it, so that the sources still running on its children stop at
  /// once (see ``Lifetime/endEarly(_:with:)``).
  ///
  /// The observer is let go of then: in a long chain of engines, each holds the next one
  /// downstream through its observer, and the source that holds the first one may be the last
  /// to let go of it; releasing them one by one as they end keeps that release from nesting
  /// once per engine.
  @inlinable
  final func end(_ event: Event<Element>) {
    if lifetime.isDisposed { return }
    lifetime.endEarly(observer, with: event)
    observer = { _ in }
  }
}
