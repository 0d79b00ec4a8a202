extension Sink {
  /// Subscribes to `source` on a child lifetime and keeps its latest element (`withLatestFrom`,
  /// `sample`). Its error ends the subscription; its completion ends only its child lifetime.
  @inlinable
  func subscribeToLatest<Latest>(_ source: Observable<Latest>)
  where Machine == LatestElementStateMachine<Latest> {
    let child = lifetime.makeChild()
    source.run(
      { event in
        switch event {
        case .next(let value):
          self.exclusively { self.machine.latestArrived(value) }
        case .error(let error):
          self.exclusively { self.finishIfRunning(.error(error)) }
        case .completed:
          child.dispose()
          self.exclusively { self.machine.latestCompleted() }
        }
      }, child)
  }

  /// Under the gate: finishes with `event` unless a terminal event was delivered.
  @inlinable
  func finishIfRunning<Latest>(_ event: Event<Element>)
  where Machine == LatestElementStateMachine<Latest> {
    if case .finish = machine.ended() { finish(event) }
  }
}
