/// One subscription that keeps the latest element of one of its sequences for use at the events
/// of another (`withLatestFrom`, `sample`): the shell that runs a ``LatestElementStateMachine``.
///
/// Every event takes the ``DeliveryGate``, asks the state machine what to do and does it;
/// deliveries happen inside the gate, which serializes them.
@usableFromInline
final class LatestElementEngine<Latest, Element>: EngineShell<Element>, @unchecked Sendable {
  // @unchecked Sendable: `state` is guarded by `gate`
  @exclusivity(unchecked) @usableFromInline
  var state = LatestElementStateMachine<Latest>()

  /// Subscribes to `source` on a child lifetime and keeps its latest element. Its error ends the
  /// subscription; its completion ends only its child lifetime.
  @inlinable
  func subscribeToLatest(_ source: Observable<Latest>) {
    let child = lifetime.makeChild()
    source.run(
      { event in
        switch event {
        case .next(let value):
          self.gate.exclusively { self.state.latestArrived(value) }
        case .error(let error):
          self.gate.exclusively { self.finish(.error(error)) }
        case .completed:
          child.dispose()
          self.gate.exclusively { self.state.latestCompleted() }
        }
      }, child)
  }

  /// Under the gate: sends `element` unless the subscription has ended.
  @inlinable
  func send(_ element: Element) {
    if !state.isFinished { emit(.next(element)) }
  }

  /// Under the gate: sends the terminal `event` unless one was sent or the subscription is
  /// disposed.
  @inlinable
  func finish(_ event: Event<Element>) {
    if state.finish() { end(event) }
  }
}
