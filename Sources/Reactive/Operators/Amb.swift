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
  /// that sends during its own subscription wins at once, and those after it are not subscribed
  /// to at all. With no sequences at all, the result never sends anything, as in RxSwift.
  ///
  /// - Parameter sequence: The competing sequences.
  /// - Returns: The events of the sequence that sent first.
  @inlinable
  public static func amb<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    Producer { observer, lifetime in
      let race = AmbRace(observer: observer, lifetime: lifetime)
      for source in sequence {
        if lifetime.isDisposed { return }
        race.subscribe(source)
      }
    }
  }
}

/// The state of one subscription to `amb`: the competitors' lifetimes until one of them wins.
@usableFromInline
final class AmbRace<Element>: SerialOutput<Element>, @unchecked Sendable {
  // @unchecked Sendable: `competitors` and `winner` are guarded by `gate`
  /// The lifetimes of the competitors, by the order they were subscribed in.
  @exclusivity(unchecked) @usableFromInline
  var competitors: [Lifetime] = []

  /// The index of the competitor that sent first, once one has.
  @exclusivity(unchecked) @usableFromInline
  var winner: Int?

  /// Subscribes to `source` on a child lifetime, as the next competitor.
  @inlinable
  func subscribe(_ source: Observable<Element>) {
    let child = lifetime.makeChild()
    var index = 0
    var decided = false
    gate.exclusively {
      index = competitors.count
      competitors.append(child)
      decided = winner != nil
    }
    if decided {
      child.dispose()
      return
    }
    source.run(
      { event in
        self.gate.exclusively {
          if self.winner == nil { self.win(index) }
          if self.winner != index { return }
          if case .next(let element) = event {
            self.send(element)
          } else {
            child.dispose()
            self.stop(event)
          }
        }
      }, child)
  }

  /// Under the gate: makes the competitor at `index` the winner and disposes the others.
  @inlinable
  func win(_ index: Int) {
    winner = index
    for (other, competitor) in competitors.enumerated() where other != index {
      competitor.dispose()
    }
    competitors = []
  }
}
