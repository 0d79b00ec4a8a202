extension Lifetime {
  /// Sends `event`, a terminal event that an operator sends before its source has ended (a count
  /// reached, a predicate met, a closure that threw, another sequence that fired), then disposes
  /// this lifetime, the one the source runs on, so that the source stops at once.
  ///
  /// RxSwift's operators dispose their own subscription right after forwarding such an event.
  /// Leaving it to whoever created the lifetime is not enough: `subscribe(on:)` disposes its
  /// source's lifetime later, on its scheduler, while a synchronous source may still be sending
  /// from inside the scheduled subscription. Nothing that shares this lifetime downstream needs
  /// it once the event is delivered, since an operator that delivers later or outlives its source
  /// runs that source on a child lifetime. A subscriber has already disposed the lifetime, its
  /// `onDisposed` handler run after the event's: disposing again does nothing.
  @inlinable
  func endEarly<Element>(_ observer: EventHandler<Element>, with event: Event<Element>) {
    observer(event)
    dispose()
  }
}

/// How an operator ends its sequence when a closure it was given throws: the error is sent, and
/// the source stops.
///
/// Handlers hold the ending as a generic value, so that an operator whose closure cannot throw
/// holds ``UnthrownErrorEnding``, which has no size: its handler captures no lifetime, one value
/// less to pass into every call of it.
@usableFromInline
protocol ThrownErrorEnding {
  /// Sends `error` to `observer`, which ends the sequence.
  func end<Element>(_ observer: EventHandler<Element>, with error: any Error)
}

/// The ending of an operator whose closure cannot throw: the error never comes.
@usableFromInline
struct UnthrownErrorEnding: ThrownErrorEnding {
  @inlinable
  init() {}

  @inlinable
  func end<Element>(_ observer: EventHandler<Element>, with error: any Error) {
    observer(.error(error))
  }
}

extension Lifetime: ThrownErrorEnding {
  /// Sends `error` and disposes this lifetime; see ``endEarly(_:with:)``.
  @inlinable
  func end<Element>(_ observer: EventHandler<Element>, with error: any Error) {
    endEarly(observer, with: .error(error))
  }
}

extension Lifetime {
  /// Sends `element`, the last of the sequence, then the completion, unless the observer disposed
  /// the subscription on receiving the element.
  @inlinable
  func sendLast<Element>(_ element: Element, to observer: EventHandler<Element>) {
    observer(.next(element))
    if !isDisposed { observer(.completed) }
  }
}
