extension ObservableType {
  /// Drops the elements of this sequence until `other` sends an element, then sends the rest.
  ///
  /// This sequence is subscribed to first, then `other`; the subscription to `other` ends at its
  /// first element or its completion. An error from either sequence is sent on. As in RxSwift,
  /// if this sequence completes before `other` has sent an element, the completion is not sent:
  /// both subscriptions end and the result never terminates. The two sequences may send on
  /// different threads: their events are handled one at a time.
  ///
  /// ```swift
  /// let numbers = PublishSubject<Int>()
  /// let start = PublishSubject<Void>()
  /// _ = numbers.skip(until: start).subscribe(onNext: { print($0) })
  /// numbers.onNext(1)
  /// start.onNext(())
  /// numbers.onNext(2)
  /// // Prints: 2
  /// ```
  ///
  /// - Parameter other: The sequence whose first element starts the forwarding.
  /// - Returns: The elements of this sequence sent after `other` sends one.
  @inlinable
  public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
    let source = asObservable()
    let other = other.asObservable()
    return Producer { observer, lifetime in
      let sink = Sink(SkipUntilStateMachine.skipping, observer: observer, lifetime: lifetime)
      let sourceLifetime = lifetime.makeChild()
      let otherLifetime = lifetime.makeChild()
      func perform(_ action: SkipUntilStateMachine.Action, _ event: Event<Element>) {
        switch action {
        case .forward:
          if case .next(let element) = event { sink.send(element) } else { sink.finish(event) }
        case .finish:
          sink.finish(event)
        case .disposeOther:
          otherLifetime.dispose()
        case .disposeBoth:
          sourceLifetime.dispose()
          otherLifetime.dispose()
        case .ignore:
          return
        }
      }
      source.run(
        { event in
          sink.exclusively {
            switch event {
            case .next: perform(sink.machine.sourceSentElement(), event)
            case .error: perform(sink.machine.sourceFailed(), event)
            case .completed: perform(sink.machine.sourceCompleted(), event)
            }
          }
        }, sourceLifetime)
      // Subscribed even when the source has already ended, and disposed at once, as in RxSwift.
      other.run(
        { event in
          sink.exclusively {
            switch event {
            case .next: perform(sink.machine.otherSentElement(), .completed)
            case .error(let error): perform(sink.machine.otherFailed(), .error(error))
            case .completed: perform(sink.machine.otherCompleted(), .completed)
            }
          }
        }, otherLifetime)
    }
  }
}
