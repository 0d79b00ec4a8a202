extension ObservableType {
  /// Mirrors whichever of this sequence and `right` sends an event first.
  ///
  /// Both are subscribed to; the first event, an element, an error or completion, decides, and
  /// the subscription to the other one is disposed at once.
  ///
  /// ```swift
  /// // Uses whichever mirror answers first.
  /// primary.download().amb(mirror.download())
  /// ```
  ///
  /// - Parameter right: The sequence that competes with this one.
  /// - Returns: The events of the sequence that sent first.
  @inlinable
  public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element>
  where O2.Element == Element {
    Observable.amb([asObservable(), right.asObservable()])
  }

  /// Mirrors whichever sequence of `sequence` sends an event first.
  ///
  /// Every sequence is subscribed to, in order; the first event, an element, an error or
  /// completion, decides, and the subscriptions to the others are disposed at once. A sequence
  /// that sends during its own subscription wins at once; as in RxSwift, those after it are still
  /// subscribed to, and disposed at once. With no sequences at all, the result never sends
  /// anything, as in RxSwift.
  ///
  /// - Parameter sequence: The competing sequences.
  /// - Returns: The events of the sequence that sent first.
  @inlinable
  public static func amb<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    Producer { observer, lifetime in
      let sink = Sink(AmbStateMachine<Lifetime>.racing([]), observer: observer, lifetime: lifetime)
      for source in sequence {
        sink.subscribe(source)
      }
    }
  }
}

// Which competitor wins is decided under the gate, and the winner's events are delivered after
// leaving it, as RxSwift forwards the winner's events without its lock: a thread subscribing a
// competitor must not wait for another thread delivering the winner's events, since that
// delivery may be waiting for something the subscribing thread holds (a retry loop resubscribes
// from inside the delivery that the previous attempt's error fed). The losers' events are dropped
// without waiting.
extension Sink where Machine == AmbStateMachine<Lifetime> {
  /// Subscribes to `source` on a child lifetime, as the next competitor.
  @inlinable
  func subscribe(_ source: Observable<Element>) {
    let child = lifetime.makeChild()
    guard case .subscribe(let index) = exclusively({ machine.competitorSubscribing(child) }) else {
      // Subscribed even once the race is decided, and disposed at once, as in RxSwift.
      child.dispose()
      source.runEndedAtOnce()
      return
    }
    let observer = self.observer
    let lifetime = self.lifetime
    source.run(
      { event in
        switch self.exclusively({ self.machine.competitorSent(index) }) {
        case .drop:
          return
        case .win(let losers):
          for loser in losers { loser.dispose() }
        case .forward:
          break
        }
        if event.isStopEvent { child.dispose() }
        if !lifetime.isDisposed { observer(event) }
      }, child)
  }
}
