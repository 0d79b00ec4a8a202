/// A ``PublishSubject`` that only sends elements: it never completes nor fails.
///
/// Use it for streams of things that happen, such as taps, where terminating would be a bug.
///
/// ```swift
/// let taps = PublishRelay<Void>()
/// _ = taps.subscribe(onNext: { print("tap") })
/// taps.accept(())
/// // Prints: tap
/// ```
///
/// Thread-safe, with the subject's guarantees: elements accepted on several threads at once are
/// delivered one at a time, on the accepting thread.
public final class PublishRelay<Element>: ObservableType, Sendable {
  @usableFromInline
  let subject = PublishSubject<Element>()

  /// Creates a relay with no observers.
  public init() {}

  /// Sends `event` to every current observer.
  ///
  /// - Parameter event: The element to send.
  @inlinable
  public func accept(_ event: Element) {
    subject.onNext(event)
  }

  /// Subscribes `observer` to the elements accepted from now on.
  ///
  /// - Parameter observer: The observer that receives the elements.
  /// - Returns: A disposable that ends the subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// Returns the relay as an observable sequence that never terminates.
  ///
  /// - Returns: The relay's subject, seen as an observable.
  @inlinable
  public func asObservable() -> Observable<Element> {
    subject
  }
}
