extension PrimitiveSequence {
  /// The primitive sequence that `create` makes for every trait: `subscribe` runs once per
  /// subscription, and only the first event it sends, before disposal, is delivered, by
  /// `deliver`, which turns the trait's event into the sequence's events. The disposable
  /// `subscribe` returns is disposed when the subscription ends.
  @inlinable
  static func created<TraitEvent>(
    _ subscribe: @escaping (@escaping (TraitEvent) -> Void) -> any Disposable,
    deliver: @escaping (TraitEvent, EventHandler<Element>, Lifetime) -> Void
  ) -> PrimitiveSequence {
    PrimitiveSequence(
      raw: Producer { observer, lifetime in
        let stopped = StopFlag()
        lifetime.add(
          subscribe { event in
            if lifetime.isDisposed || !stopped.set() { return }
            deliver(event, observer, lifetime)
          })
      })
  }
}
