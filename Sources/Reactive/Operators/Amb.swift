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
      let race = AmbRace(observer: observer, lifetime: lifetime)
      for source in sequence {
        race.subscribe(source)
      }
    }
  }
}

/// The state of one subscription to `amb`: the competitors' lifetimes until one of them wins.
///
/// Which competitor wins is decided under a lock of its own, not under the delivery gate: a thread
/// subscribing a competitor must not wait for another thread delivering the winner's events,
/// since that delivery may be waiting for something the subscribing thread holds (a retry loop
/// resubscribes from inside the delivery that the previous attempt's error fed). Only the
/// winner's events pass the gate; the others are dropped without waiting.
@usableFromInline
final class AmbRace<Element>: SerialOutput<Element>, @unchecked Sendable {
  // @unchecked Sendable: `competitors` and `winner` are guarded by `lock`, the rest by `gate`
  /// Guards `competitors` and `winner`; held only to read and write them.
  @usableFromInline
  let lock = Lock()

  /// The lifetimes of the competitors, by the order they were subscribed in, until one wins.
  @exclusivity(unchecked) @usableFromInline
  var competitors: [Lifetime] = []

  /// The index of the competitor that sent first, once one has.
  @exclusivity(unchecked) @usableFromInline
  var winner: Int?

  /// Subscribes to `source` on a child lifetime, as the next competitor.
  @inlinable
  func subscribe(_ source: Observable<Element>) {
    let child = lifetime.makeChild()
    let index: Int? = lock.locked {
      if winner != nil { return nil }
      competitors.append(child)
      return competitors.count - 1
    }
    guard let index else {
      // Subscribed even once the race is decided, and disposed at once, as in RxSwift.
      child.dispose()
      source.runEndedAtOnce()
      return
    }
    source.run(
      { event in
        guard self.isWinner(index) else { return }
        self.gate.exclusively {
          if case .next(let element) = event {
            self.send(element)
          } else {
            child.dispose()
            self.stop(event)
          }
        }
      }, child)
  }

  /// Whether the competitor at `index` is the winner; the first to ask wins, and the others'
  /// subscriptions are disposed.
  @inlinable
  func isWinner(_ index: Int) -> Bool {
    let losers: [Lifetime]? = lock.locked {
      if let winner { return winner == index ? [] : nil }
      winner = index
      defer { competitors = [] }
      return competitors.enumerated().filter { $0.offset != index }.map(\.element)
    }
    guard let losers else { return false }
    for loser in losers { loser.dispose() }
    return true
  }
}
