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
    runEnteringTrampoline(
      { event in
        observer.on(event)
        if event.isStopEvent { lifetime.endAfterTerminalEvent() }
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

  /// Starts a subscription as RxSwift's producers subscribe: as the first piece of work of the
  /// calling thread's trampoline when none is running (then what it set off synchronously, such
  /// as the elements of `of` or `from`, is sent before this returns), at once otherwise. Subjects
  /// and other observables that RxSwift does not make producers subscribe at once.
  ///
  /// Every subscription that may start outside another one goes through here: `subscribe`, and
  /// the operators' subscriptions made from an event or a scheduled action.
  @inlinable
  final func runEnteringTrampoline(
    _ observer: consuming @escaping EventHandler<Element>, _ lifetime: Lifetime
  ) {
    // One call of `run`, so that the optimizer inlines the subscription as it would without the
    // trampoline.
    let trampoline = subscribesOnTrampoline ? CurrentThreadTrampoline.startIfIdle() : nil
    run(observer, lifetime)
    trampoline?.drainAndStop()
  }

  /// Subscribes on a lifetime that has already ended, so that the subscription's side effects
  /// happen (a `create` closure runs, a test observable records a subscription) and it is
  /// disposed at once: RxSwift's operators subscribe every source they would subscribe even when
  /// their result ended while an earlier source was being subscribed to.
  @inlinable
  final func runEndedAtOnce() {
    let ended = Lifetime()
    ended.dispose()
    run({ _ in }, ended)
  }

  /// Whether subscribing starts the calling thread's trampoline when it is idle, as it does for
  /// RxSwift's producers; subjects, which are not, override it.
  @inlinable
  var subscribesOnTrampoline: Bool {
    true
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
