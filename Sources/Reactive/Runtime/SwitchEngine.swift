/// One subscription to `flatMapLatest` or `switchLatest`: the shell that runs a
/// ``SwitchStateMachine``.
///
/// Each inner sequence runs on a lifetime of its own, held by ``latest``, which the engine
/// disposes when the next one arrives (outside the gate, before subscribing to the next) or when
/// it completes, and which the subscription's disposal disposes through ``latest``; a `just`
/// runs on none, its two events sent by ``sendJust(_:_:)``. At each event the engine takes its
/// ``DeliveryGate``, asks the state machine what to do and does it; deliveries happen inside the
/// gate, which serializes them.
@usableFromInline
final class SwitchEngine<Element>: EngineShell<Element>, FlatteningEngine, @unchecked Sendable {
  // @unchecked Sendable: `state` is guarded by `gate`
  @exclusivity(unchecked) @usableFromInline
  var state = SwitchStateMachine()

  /// The lifetime of the latest inner sequence.
  @usableFromInline
  let latest = LatestLifetime()

  @inlinable
  func runOuter<Value>(
    _ source: Observable<Value>, _ outerObserver: @escaping EventHandler<Value>, _ outer: Lifetime
  ) {
    // Registered after the outer subscription, so that disposing stops the outer sequence first,
    // then the inner one, as RxSwift does.
    lifetime.add(latest)
    source.run(outerObserver, outer)
  }

  @inlinable
  func outerNext<Value>(_ value: Value, _ selector: @escaping (Value) throws -> Observable<Element>)
  {
    let started: (source: Observable<Element>, id: Int)? = gate.exclusively {
      if lifetime.isDisposed || state.isFinished { return nil }
      let source: Observable<Element>
      do {
        source = try selector(value)
      } catch {
        fail(error)
        return nil
      }
      guard let id = state.innerStarted() else { return nil }
      return (source, id)
    }
    guard let started else { return }
    if let just = started.source as? Just<Element> {
      latest.disposeLatest()
      sendJust(just.element, started.id)
      return
    }
    guard let (inner, replaced) = latest.startNext() else { return }
    replaced?.dispose()
    started.source.runEnteringTrampoline(innerObserver(inner, started.id), inner)
  }

  /// Sends the element and the completion of inner sequence number `id`, a `just`, as its
  /// subscription would, with no lifetime or observer of its own: nothing can hold or observe
  /// them, the sequence sends nothing else, and the events are dropped, like the `just`'s own,
  /// once the subscription is disposed or a nested element of the outer sequence has replaced it.
  @inlinable
  func sendJust(_ element: Element, _ id: Int) {
    gate.exclusively {
      if lifetime.isDisposed { return }
      let next = Event.next(element)
      if state.innerSent(next, from: id) == .deliver { observer(next) }
      if lifetime.isDisposed { return }
      if state.innerSent(Event<Element>.completed, from: id) == .complete {
        observer(.completed)
      }
    }
  }

  @inlinable
  func innerObserver(_ inner: Lifetime, _ id: Int) -> EventHandler<Element> {
    { event in
      if event.isCompleted { inner.dispose() }
      self.gate.exclusively {
        if self.lifetime.isDisposed { return }
        switch self.state.innerSent(event, from: id) {
        case .ignore, .wait: break
        case .deliver where event.isStopEvent: self.end(event)
        case .deliver: self.observer(event)
        case .complete: self.observer(.completed)
        }
      }
    }
  }

  @inlinable
  func outerFailed(_ error: Swift.Error) {
    gate.exclusively { fail(error) }
  }

  @inlinable
  func outerCompleted() {
    gate.exclusively {
      if state.outerCompleted() { end(.completed) }
    }
  }

  /// Under the gate: sends `error` unless a terminal event was sent.
  @inlinable
  func fail(_ error: Swift.Error) {
    if state.fail() { end(.error(error)) }
  }
}
