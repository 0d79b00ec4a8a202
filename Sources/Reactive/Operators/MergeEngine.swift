/// How a merging operator treats an inner sequence that arrives while others are running.
@usableFromInline
enum MergePolicy {
  /// Subscribes to every inner sequence at once (`flatMap`, `merge()`).
  case unbounded
  /// Runs at most this many inner sequences at a time and queues the rest in arrival order
  /// (`merge(maxConcurrent:)`, `concatMap`, `concat`).
  case limited(Int)
  /// Ignores an element that arrives while an inner sequence is running (`flatMapFirst`).
  case dropWhileBusy
}

/// The state of one subscription to a merging operator: `flatMap`, `flatMapFirst`, `concatMap`,
/// `merge`, `merge(maxConcurrent:)` and `concat`.
///
/// Inner sequences come from an outer sequence (``FlatteningSink/subscribeOuter(_:selector:)``),
/// from a collection (``mergeAll(_:)``) or are pulled lazily one at a time (``concatAll(_:)``).
/// Each inner runs on a child lifetime, disposed when it completes; the merged sequence completes
/// once the outer sequence has completed and no inner is running or waiting. The first error,
/// from the outer sequence, an inner one or the selector, ends everything.
///
/// Events from all sources are delivered one at a time through the gate of ``SerialSink``.
///
/// With a limit, an inner that completes while being subscribed does not subscribe the next one
/// itself: the loop in ``subscribe(_:)`` that is subscribing it does, after `run` returns. So any
/// number of queued inners that complete synchronously run one after the other on a constant
/// stack depth.
@usableFromInline
final class MergeEngine<Element>: SerialSink<Element>, FlatteningSink, @unchecked Sendable {
  // @unchecked Sendable: `active`, `waiting`, `pull` and `outerDone` are guarded by `gate`
  @usableFromInline
  let policy: MergePolicy

  /// Inner sequences subscribed to (or about to be) and not yet completed.
  @exclusivity(unchecked) @usableFromInline
  var active = 0

  /// Inner sequences waiting for a free slot, under a limit.
  @exclusivity(unchecked) @usableFromInline
  var waiting = FIFO<Observable<Element>>()

  /// Produces the next inner sequence on demand, for `concat` over a sequence; `nil` once spent.
  @exclusivity(unchecked) @usableFromInline
  var pull: (() -> Observable<Element>?)?

  @exclusivity(unchecked) @usableFromInline
  var outerDone = false

  @inlinable
  init(_ policy: MergePolicy, observer: @escaping Sink<Element>, lifetime: Lifetime) {
    self.policy = policy
    super.init(observer: observer, lifetime: lifetime)
  }

  /// Subscribes to each of `sources` in turn, as the elements of an outer sequence that then
  /// completes.
  @inlinable
  func mergeAll<Sources: Sequence>(_ sources: Sources)
  where Sources.Element == Observable<Element> {
    for source in sources {
      var running = false
      gate.run {
        if !isActive { return }
        active += 1
        running = true
      }
      guard running else { return }
      subscribe(source)
    }
    outerCompleted()
  }

  /// Subscribes to the sequences `next` returns, one after the other, until it returns `nil`.
  ///
  /// `next` is called only when the previous sequence has completed, so a lazy or infinite
  /// Swift sequence of observables is fine.
  @inlinable
  func concatAll(_ next: @escaping () -> Observable<Element>?) {
    var first: Observable<Element>?
    gate.run {
      pull = next
      outerDone = true
      active = 1
      first = releaseSlot()
    }
    if let first { subscribe(first) }
  }

  @inlinable
  func outerNext<Value>(_ value: Value, _ selector: (Value) throws -> Observable<Element>) {
    var start: Observable<Element>?
    gate.run {
      if !isActive { return }
      if case .dropWhileBusy = policy, active > 0 { return }
      let inner: Observable<Element>
      do {
        inner = try selector(value)
      } catch {
        stop(.error(error))
        return
      }
      if case .limited(let limit) = policy, active >= limit {
        waiting.append(inner)
        return
      }
      active += 1
      start = inner
    }
    if let start { subscribe(start) }
  }

  @inlinable
  func outerCompleted() {
    gate.run {
      outerDone = true
      if active == 0 { stop(.completed) }
    }
  }

  /// Runs `first` and, under a limit, the inners that take over its slot while they complete
  /// during their own subscription.
  @inlinable
  func subscribe(_ first: Observable<Element>) {
    var source = first
    while !lifetime.isDisposed {
      let inner = lifetime.makeChild()
      let token: InnerSubscription?
      if case .limited = policy { token = InnerSubscription() } else { token = nil }
      source.run(innerSink(inner, token), inner)
      guard let token else { return }
      var following: Observable<Element>?
      gate.run {
        token.hasReturned = true
        if token.hasCompleted { following = releaseSlot() }
      }
      guard let following else { return }
      source = following
    }
  }

  @inlinable
  func innerSink(_ inner: Lifetime, _ token: InnerSubscription?) -> Sink<Element> {
    { event in
      switch event {
      case .next, .error:
        self.forward(event)
      case .completed:
        inner.dispose()
        var following: Observable<Element>?
        self.gate.run {
          if let token, !token.hasReturned {
            token.hasCompleted = true
          } else {
            following = self.releaseSlot()
          }
        }
        if let following { self.subscribe(following) }
      }
    }
  }

  /// Under the gate, after an inner completed: returns the sequence that takes over its slot, or
  /// frees the slot and completes if nothing else is left.
  @inlinable
  func releaseSlot() -> Observable<Element>? {
    if stopped {
      waiting = FIFO()
      pull = nil
      return nil
    }
    if let next = waiting.popFirst() { return next }
    if let pull {
      if let next = pull() { return next }
      self.pull = nil
    }
    active -= 1
    if active == 0 && outerDone { stop(.completed) }
    return nil
  }
}

/// Tells the loop subscribing an inner sequence whether it completed before `run` returned.
@usableFromInline
final class InnerSubscription {
  // Touched only under the gate of the engine that made it.
  @exclusivity(unchecked) @usableFromInline
  var hasReturned = false

  @exclusivity(unchecked) @usableFromInline
  var hasCompleted = false

  @inlinable
  init() {}
}
