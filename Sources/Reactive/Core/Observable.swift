/// A push-based sequence of elements: the type every operator takes and returns.
///
/// An `Observable` does nothing until it is subscribed to; each subscription runs the sequence
/// anew unless an operator such as ``ObservableType/share(replay:scope:)`` shares it. Events are
/// delivered serially, on the thread or scheduler the sequence produces them on, and nothing
/// follows a terminal event. Subscribing and disposing are thread-safe.
///
/// ```swift
/// let disposable = Observable.of(1, 2, 3)
///   .map { $0 * 10 }
///   .subscribe(onNext: { print($0) })
/// // Prints: 10
/// //         20
/// //         30
/// ```
public class Observable<Element>: ObservableType, ChainLink {
  @usableFromInline
  init() {}

  /// Subscribes `observer` to the sequence's events.
  ///
  /// - Parameter observer: The observer that receives the events.
  /// - Returns: A disposable that cancels the subscription and releases its resources.
  @inlinable
  public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let lifetime = Lifetime()
    run(
      { event in
        observer.on(event)
        if event.isStopEvent { lifetime.dispose() }
      }, lifetime)
    return lifetime
  }

  /// Returns this sequence.
  ///
  /// - Returns: `self`.
  @inlinable
  public final func asObservable() -> Observable<Element> {
    self
  }

  /// Starts one subscription that delivers to `observer` until `lifetime` stops.
  @usableFromInline
  func run(_ observer: consuming @escaping EventHandler<Element>, _ lifetime: Lifetime) {
    preconditionFailure("Observable.run(_:_:) must be overridden by \(type(of: self))")
  }

  /// Gives up this observable's source as it is about to be released, if it holds one apart;
  /// see ``ChainedProducer``.
  @usableFromInline
  func detachSource() -> (any ChainLink)? {
    nil
  }
}
