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
      let gate = GatedState(SkipUntilPhase.skipping)
      let sourceLifetime = lifetime.makeChild()
      let otherLifetime = lifetime.makeChild()
      source.run(
        { event in
          gate.exclusively {
            if lifetime.isDisposed { return }
            switch (gate.state, event) {
            case (.stopped, _), (.skipping, .next):
              return
            case (.forwarding, _), (.skipping, .error):
              observer(event)
            case (.skipping, .completed):
              gate.state = .stopped
              sourceLifetime.dispose()
              otherLifetime.dispose()
            }
          }
        }, sourceLifetime)
      // Subscribed even when the source has already ended, and disposed at once, as in RxSwift.
      other.run(
        { event in
          gate.exclusively {
            if lifetime.isDisposed || gate.state == .stopped { return }
            switch event {
            case .next:
              gate.state = .forwarding
              otherLifetime.dispose()
            case .error(let error):
              lifetime.endEarly(observer, with: .error(error))
            case .completed:
              otherLifetime.dispose()
            }
          }
        }, otherLifetime)
    }
  }
}

/// Where a `skip(until:)` subscription stands.
@usableFromInline
enum SkipUntilPhase {
  /// `other` has not sent an element yet: the source's elements are dropped.
  case skipping
  /// `other` has sent an element: the source's events are sent on.
  case forwarding
  /// The source completed while skipping: nothing is sent any more.
  case stopped
}
