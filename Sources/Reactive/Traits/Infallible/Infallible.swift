/// A type that is an ``Infallible``: a sequence that can never fail.
public protocol InfallibleType: ObservableConvertibleType {}

/// An observable sequence that can never fail: it sends elements and may complete, but never
/// sends an error.
///
/// Make one from any sequence by saying what replaces its error, with
/// ``ObservableConvertibleType/asInfallible(onErrorJustReturn:)`` and its siblings, or build one
/// with ``InfallibleType/create(subscribe:)``, ``InfallibleType/just(_:)`` and the other creation
/// functions. Because it cannot fail, its subscribe functions have no `onError`.
///
/// ```swift
/// let count = Infallible.of(1, 2, 3).map { $0 * 10 }
/// _ = count.subscribe(onNext: { print($0) })
/// // Prints: 10
/// //         20
/// //         30
/// ```
///
/// Like an `Observable`, it runs anew for each subscription and delivers on the thread or
/// scheduler its source produces on; subscribing and disposing are thread-safe.
///
/// A few operators take a closure that may throw, as in RxSwift (`deferred`,
/// `distinctUntilChanged`, `withLatestFrom`, `do`, `take(while:)`, `skip(while:)`), and a few
/// accept fallible sequences (`take(until:)`, `skip(until:)`, `concat`, `concatMap`). An error
/// thrown there, or sent by such a sequence, reaches the subscriber as an error event, as in
/// RxSwift; `subscribe(onNext:onCompleted:onDisposed:)` reports it as an unhandled error and ends
/// the subscription.
public struct Infallible<Element>: InfallibleType {
  @usableFromInline
  let source: Observable<Element>

  /// Wraps `source`, which must never send an error.
  @inlinable
  init(_ source: Observable<Element>) {
    self.source = source
  }

  /// Returns the sequence as an ``Observable`` with the same events.
  ///
  /// - Returns: The underlying observable, which never fails.
  @inlinable
  public func asObservable() -> Observable<Element> {
    source
  }
}

/// An event of an ``Infallible``: an element or the completion.
@frozen
public enum InfallibleEvent<Element> {
  /// The sequence produced an element.
  case next(Element)
  /// The sequence completed; nothing follows.
  case completed
}

extension InfallibleEvent: Sendable where Element: Sendable {}

extension InfallibleEvent: EventConvertible {
  /// The same event as an ``Event``: `.next` or `.completed`.
  @inlinable
  public var event: Event<Element> {
    switch self {
    case .next(let element): return .next(element)
    case .completed: return .completed
    }
  }
}

extension Infallible {
  /// What ``InfallibleType/create(subscribe:)`` hands its closure: the function that sends an
  /// element or the completion to the subscriber.
  public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void
}

extension InfallibleType {
  /// Subscribes closures to the elements, the completion and the disposal of the sequence.
  ///
  /// ```swift
  /// Infallible.just("ready")
  ///   .subscribe(onNext: { print($0) }, onCompleted: { print("done") })
  ///   .disposed(by: disposeBag)
  /// // Prints: ready
  /// //         done
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Called with each element.
  ///   - onCompleted: Called once if the sequence completes.
  ///   - onDisposed: Called once when the subscription ends, by completion or disposal.
  /// - Returns: A disposable that cancels the subscription.
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object` along with each event, holding `object` weakly.
  ///
  /// Once `object` has been released, events are ignored.
  ///
  /// - Parameters:
  ///   - object: The object passed to the closures; held weakly.
  ///   - onNext: Called with the object and each element.
  ///   - onCompleted: Called with the object once if the sequence completes.
  ///   - onDisposed: Called with the object once when the subscription ends.
  /// - Returns: A disposable that cancels the subscription.
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes a closure to every event of the sequence; it never receives `.error`.
  ///
  /// - Parameter on: Called with each event.
  /// - Returns: A disposable that cancels the subscription.
  @inlinable
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
    asObservable().subscribe(on)
  }
}
