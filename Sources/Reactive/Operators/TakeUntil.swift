extension ObservableType {
  /// Sends the elements of this sequence until `other` sends an element, then completes.
  ///
  /// `other` is subscribed to first, then this sequence. An error from either sequence is sent on;
  /// `other` completing without an element only ends the subscription to it. The two sequences
  /// may send on different threads: their events are handled one at a time.
  ///
  /// ```swift
  /// let numbers = PublishSubject<Int>()
  /// let stop = PublishSubject<Void>()
  /// _ = numbers.take(until: stop)
  ///   .subscribe(onNext: { print($0) }, onCompleted: { print("done") })
  /// numbers.onNext(1)
  /// stop.onNext(())
  /// numbers.onNext(2)
  /// // Prints: 1
  /// //         done
  /// ```
  ///
  /// - Parameter other: The sequence whose first element ends this one.
  /// - Returns: The elements of this sequence sent before `other` sends one.
  @inlinable
  public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
    let source = asObservable()
    let other = other.asObservable()
    return Producer { observer, lifetime in
      let sink = Sink(TakeUntilStateMachine.forwarding, observer: observer, lifetime: lifetime)
      let otherLifetime = lifetime.makeChild()
      other.run(
        { event in
          sink.exclusively {
            switch event {
            case .next: sink.perform(sink.machine.otherSentElement(), otherLifetime, .completed)
            case .error(let error):
              sink.perform(sink.machine.otherFailed(), otherLifetime, .error(error))
            case .completed: sink.perform(sink.machine.otherCompleted(), otherLifetime, .completed)
            }
          }
        }, otherLifetime)
      // Subscribed even when `other` has already ended the sequence, and disposed at once, as in
      // RxSwift.
      source.run(sink.forwardSource, lifetime)
    }
  }

  /// Sends elements until one satisfies `predicate`, then completes.
  ///
  /// With `.inclusive`, the element that satisfies `predicate` is sent before completing. An
  /// error thrown by `predicate` is sent as `.error` and ends the sequence. This is
  /// ``take(while:behavior:)`` with the predicate negated.
  ///
  /// ```swift
  /// _ = Observable.of(1, 2, 3, 4).take(until: { $0 == 3 }, behavior: .inclusive)
  ///   .subscribe(onNext: { print($0) })
  /// // Prints: 1
  /// //         2
  /// //         3
  /// ```
  ///
  /// - Parameters:
  ///   - predicate: Whether to stop.
  ///   - behavior: Whether the element that satisfies `predicate` is sent; `.exclusive` by default.
  /// - Returns: The leading elements that do not satisfy `predicate`.
  @inlinable
  public func take(
    until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    take(while: { try !predicate($0) }, behavior: behavior)
  }
}

extension Sink where Machine == TakeUntilStateMachine {
  /// Delivers an event of the source, as the state machine decides.
  @inlinable
  func forwardSource(_ event: Event<Element>) {
    exclusively {
      if case .next(let element) = event {
        if machine.sourceSentElement() == .forward { send(element) }
      } else if machine.sourceEnded() == .forward {
        finish(event)
      }
    }
  }

  /// Under the gate: performs what the state machine decided at an event of the other sequence
  /// (or the clock), which runs on `otherLifetime`; `ending` is the terminal event it stands for.
  @inlinable
  func perform(
    _ action: TakeUntilStateMachine.Action, _ otherLifetime: Lifetime?, _ ending: Event<Element>
  ) {
    switch action {
    case .forward, .ignore: return
    case .finish: finish(ending)
    case .disposeOther: otherLifetime?.dispose()
    }
  }
}
