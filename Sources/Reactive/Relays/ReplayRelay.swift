/// A ``ReplaySubject`` that only sends elements: it never completes nor fails.
///
/// Each new observer receives the latest elements the relay keeps, then every element accepted
/// later.
///
/// ```swift
/// let recent = ReplayRelay<String>.create(bufferSize: 1)
/// recent.accept("a")
/// recent.accept("b")
/// _ = recent.subscribe(onNext: { print($0) })
/// // Prints: b
/// ```
///
/// Thread-safe, with the subject's guarantees: elements accepted on several threads at once are
/// delivered one at a time, on the accepting thread; a new observer receives its replay, then
/// every element accepted after it was taken, once and in order.
public final class ReplayRelay<Element>: ObservableType, Sendable {
  @usableFromInline
  let subject: ReplaySubject<Element>

  private init(subject: ReplaySubject<Element>) {
    self.subject = subject
  }

  /// Creates a relay that replays the latest `bufferSize` elements to new observers.
  ///
  /// - Parameter bufferSize: How many of the latest elements to keep; zero or less keeps none.
  /// - Returns: A new relay.
  public static func create(bufferSize: Int) -> ReplayRelay<Element> {
    ReplayRelay(subject: .create(bufferSize: bufferSize))
  }

  /// Creates a relay that replays every element it accepted to new observers.
  ///
  /// - Returns: A new relay whose buffer grows without limit.
  public static func createUnbound() -> ReplayRelay<Element> {
    ReplayRelay(subject: .createUnbounded())
  }

  /// Keeps `event` for replay and sends it to every current observer.
  ///
  /// - Parameter event: The element to send.
  @inlinable
  public func accept(_ event: Element) {
    subject.onNext(event)
  }

  /// Subscribes `observer`: it receives the kept elements, then the elements accepted later.
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
