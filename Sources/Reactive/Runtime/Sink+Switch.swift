extension Sink where Machine == SwitchStateMachine {
  /// Subscribes to `source`, the outer sequence of `flatMapLatest` or `switchLatest`, on a child
  /// lifetime disposed when it completes, and to the inner sequence `selector` makes of each of
  /// its elements, replacing the previous one.
  ///
  /// Each inner sequence runs on a lifetime of its own, held by `latest`, which the sink disposes
  /// when the next one arrives (outside the gate, before subscribing to the next) or when it
  /// completes, and which the subscription's disposal disposes; a `just` runs on none, its two
  /// events sent by ``sendJust(_:_:)``. Deliveries happen inside the gate.
  @inlinable
  func subscribeOuter<Value>(
    _ source: Observable<Value>, selector: @escaping (Value) throws -> Observable<Element>
  ) {
    let latest = LatestLifetime()
    let outer = lifetime.makeChild()
    // Registered after the outer subscription, so that disposing stops the outer sequence first,
    // then the inner one, as RxSwift does.
    lifetime.add(latest)
    source.run(
      { event in
        switch event {
        case .next(let value):
          self.outerSent(value, selector, latest)
        case .error(let error):
          self.exclusively { self.fail(error) }
        case .completed:
          outer.dispose()
          self.exclusively {
            if self.machine.outerCompleted() == .finish { self.finish(.completed) }
          }
        }
      }, outer)
  }

  /// Makes the inner sequence of `value` and subscribes to it in place of the current one.
  @inlinable
  func outerSent<Value>(
    _ value: Value, _ selector: @escaping (Value) throws -> Observable<Element>,
    _ latest: LatestLifetime
  ) {
    let started: (source: Observable<Element>, id: Int)? = exclusively {
      if lifetime.isDisposed || machine.isFinished { return nil }
      let source: Observable<Element>
      do {
        source = try selector(value)
      } catch {
        fail(error)
        return nil
      }
      guard case .start(let id) = machine.innerMade() else { return nil }
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
    exclusively {
      if lifetime.isDisposed { return }
      if machine.innerSent(Event.next(element), from: id) == .forward { observer(.next(element)) }
      if lifetime.isDisposed { return }
      if machine.innerSent(Event<Element>.completed, from: id) == .complete {
        observer(.completed)
      }
    }
  }

  @inlinable
  func innerObserver(_ inner: Lifetime, _ id: Int) -> EventHandler<Element> {
    { event in
      if event.isCompleted { inner.dispose() }
      self.exclusively {
        if self.lifetime.isDisposed { return }
        switch self.machine.innerSent(event, from: id) {
        case .ignore, .wait: break
        case .forward where event.isStopEvent: self.finish(event)
        case .forward: self.observer(event)
        case .complete: self.observer(.completed)
        }
      }
    }
  }

  /// Under the gate: finishes with `error` unless a terminal event was delivered.
  @inlinable
  func fail(_ error: Swift.Error) {
    if machine.failed() == .finish { finish(.error(error)) }
  }
}
