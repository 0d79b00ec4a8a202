/// A ``BehaviorSubject`` that only sends elements: it holds a current value, never completes nor
/// fails.
///
/// Each new observer receives the current value first, then every element accepted later.
///
/// ```swift
/// let count = BehaviorRelay(value: 0)
/// _ = count.subscribe(onNext: { print($0) })
/// count.accept(count.value + 1)
/// // Prints: 0
/// //         1
/// ```
///
/// Thread-safe, with the subject's guarantees: elements accepted on several threads at once are
/// delivered one at a time, on the accepting thread; a new observer receives the current value
/// before any element accepted meanwhile.
public final class BehaviorRelay<Element>: ObservableType, Sendable {
  @usableFromInline
  let subject: BehaviorSubject<Element>

  /// Creates a relay whose current value is `value`.
  ///
  /// - Parameter value: The value new observers receive until another element is accepted.
  public init(value: Element) {
    subject = BehaviorSubject(value: value)
  }

  /// The current value: the latest element accepted, or the initial value.
  public var value: Element {
    subject.latestValue
  }

  /// Makes `event` the current value and sends it to every current observer.
  ///
  /// - Parameter event: The new value.
  @inlinable
  public func accept(_ event: Element) {
    subject.onNext(event)
  }

  /// Subscribes `observer`: it receives the current value, then the elements accepted later.
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
