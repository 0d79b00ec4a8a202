/// A type-erased observer that forwards events to a closure.
///
/// ```swift
/// let observer = AnyObserver<Int> { event in print(event) }
/// observer.onNext(1)
/// observer.onCompleted()
/// // Prints: next(1)
/// //         completed
/// ```
///
/// `AnyObserver` adds no synchronization of its own; it is as thread-safe as the closure it wraps.
public struct AnyObserver<Element>: ObserverType {
  /// The closure type that receives events.
  public typealias EventHandler = (Event<Element>) -> Void

  @usableFromInline
  let handler: EventHandler

  /// Creates an observer that forwards every event to `eventHandler`.
  ///
  /// - Parameter eventHandler: The closure that receives events.
  @inlinable
  public init(eventHandler: @escaping EventHandler) {
    self.handler = eventHandler
  }

  /// Creates an observer that forwards every event to `observer`.
  ///
  /// - Parameter observer: The observer to wrap.
  @inlinable
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    if let erased = observer as? AnyObserver<Element> {
      self = erased
    } else {
      self.handler = observer.on
    }
  }

  /// Forwards `event` to the wrapped closure.
  ///
  /// - Parameter event: The event to forward.
  @inlinable
  public func on(_ event: Event<Element>) {
    handler(event)
  }

  /// Returns this observer.
  ///
  /// - Returns: `self`.
  @inlinable
  public func asObserver() -> AnyObserver<Element> {
    self
  }
}
