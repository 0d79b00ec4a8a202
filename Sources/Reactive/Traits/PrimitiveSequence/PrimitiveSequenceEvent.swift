/// The event a trait's `create` and `subscribe(_:)` speak in (``SingleEvent``, ``MaybeEvent``,
/// ``CompletableEvent``), translated once here to and from the events of the observable beneath.
@usableFromInline
protocol PrimitiveSequenceEvent {
  associatedtype Element

  /// The trait's event for the first event of the observable beneath, or `nil` for one the trait
  /// cannot have.
  init?(first event: Event<Element>)

  /// Sends the event as the observable beneath sends it: an element is followed by the
  /// completion, unless the observer disposed the subscription on receiving the element.
  func send(to observer: EventHandler<Element>, _ lifetime: Lifetime)
}

extension Result: PrimitiveSequenceEvent where Failure == any Swift.Error {
  @inlinable
  init?(first event: Event<Success>) {
    switch event {
    case .next(let element): self = .success(element)
    case .error(let error): self = .failure(error)
    case .completed:
      assertionFailure("A Single completed without an element.")
      return nil
    }
  }

  @inlinable
  func send(to observer: EventHandler<Success>, _ lifetime: Lifetime) {
    switch self {
    case .success(let element): lifetime.sendLast(element, to: observer)
    case .failure(let error): observer(.error(error))
    }
  }
}

extension MaybeEvent: PrimitiveSequenceEvent {
  @inlinable
  init(first event: Event<Element>) {
    switch event {
    case .next(let element): self = .success(element)
    case .error(let error): self = .error(error)
    case .completed: self = .completed
    }
  }

  @inlinable
  func send(to observer: EventHandler<Element>, _ lifetime: Lifetime) {
    switch self {
    case .success(let element): lifetime.sendLast(element, to: observer)
    case .error(let error): observer(.error(error))
    case .completed: observer(.completed)
    }
  }
}

extension CompletableEvent: PrimitiveSequenceEvent {
  @usableFromInline
  typealias Element = Swift.Never

  @inlinable
  init(first event: Event<Swift.Never>) {
    switch event {
    case .error(let error): self = .error(error)
    case .completed: self = .completed
    }
  }

  @inlinable
  func send(to observer: EventHandler<Swift.Never>, _ lifetime: Lifetime) {
    switch self {
    case .error(let error): observer(.error(error))
    case .completed: observer(.completed)
    }
  }
}

extension PrimitiveSequence {
  /// The primitive sequence that `create` makes for every trait: `subscribe` runs once per
  /// subscription, and only the first event it sends, before disposal, is delivered. The
  /// disposable `subscribe` returns is disposed when the subscription ends.
  @inlinable
  static func created<TraitEvent: PrimitiveSequenceEvent>(
    _ subscribe: @escaping (@escaping (TraitEvent) -> Void) -> any Disposable
  ) -> PrimitiveSequence where TraitEvent.Element == Element {
    PrimitiveSequence(
      raw: Producer { observer, lifetime in
        let stopped = StopFlag()
        lifetime.add(
          subscribe { event in
            if lifetime.isDisposed || !stopped.set() { return }
            event.send(to: observer, lifetime)
          })
      })
  }

  /// Subscribes `observer`, the closure of a trait's `subscribe(_:)`, to the sequence's first
  /// event, as the trait's event.
  @inlinable
  func subscribe<TraitEvent: PrimitiveSequenceEvent>(
    traitObserver observer: @escaping (TraitEvent) -> Void
  ) -> any Disposable where TraitEvent.Element == Element {
    subscribeFirstEvent(onDisposed: nil) { event in
      if let traitEvent = TraitEvent(first: event) { observer(traitEvent) }
    }
  }
}
