/// The downstream side of an operator fed by several sources (`merge`, `combineLatest`, `amb`…):
/// delivers their events to one observer one at a time and sends at most one terminal event.
///
/// Subclasses keep their own state in `@exclusivity(unchecked)` properties guarded by ``gate``,
/// and do all their work for an event inside one `gate.exclusively { … }`: update the state, then
/// deliver with ``send(_:)`` or ``stop(_:)``. The gate lets one thread at a time in and lets
/// that thread re-enter from inside its own delivery (an observer that feeds one of the sources),
/// as RxSwift's recursive lock does; so state must be consistent before each delivery.
///
/// Nothing is delivered after a terminal event or once the subscription's lifetime is disposed.
/// Delivering a terminal event does not dispose the lifetime: whoever made it does, and that
/// disposes the sources' child lifetimes.
@usableFromInline
class SerialOutput<Element>: EngineShell<Element>, @unchecked Sendable {
  // @unchecked Sendable: `stopped`, and the state subclasses add, are guarded by `gate`
  /// Whether a terminal event has been sent.
  @exclusivity(unchecked) @usableFromInline
  final var stopped = false

  /// Under the gate: whether events may still be delivered.
  @inlinable
  final var isActive: Bool {
    !stopped && !lifetime.isDisposed
  }

  /// Under the gate: delivers `element` if events may still be delivered.
  @inlinable
  final func send(_ element: Element) {
    if isActive { observer(.next(element)) }
  }

  /// Under the gate: delivers the terminal `event`, unless one was delivered already or the
  /// subscription is disposed; nothing is delivered afterwards.
  @inlinable
  final func stop(_ event: Event<Element>) {
    if stopped { return }
    stopped = true
    if !lifetime.isDisposed { observer(event) }
  }

  /// Under the gate: delivers `event`, an element with ``send(_:)``, a terminal event with
  /// ``stop(_:)``.
  @inlinable
  final func deliver(_ event: Event<Element>) {
    if case .next(let element) = event {
      send(element)
    } else {
      stop(event)
    }
  }

  /// Takes the gate and delivers `event` with ``deliver(_:)``.
  @inlinable
  final func forward(_ event: Event<Element>) {
    gate.exclusively { deliver(event) }
  }
}
