/// A type that receives the events of an observable sequence.
///
/// Implementations may assume that events arrive serialized (never two at once) and that nothing
/// follows a terminal event; every sequence in this library guarantees both.
public protocol ObserverType {
  /// The type of the elements this observer receives.
  associatedtype Element

  /// Receives one event.
  ///
  /// - Parameter event: The element, error or completion.
  func on(_ event: Event<Element>)
}

extension ObserverType {
  /// Sends `.next(element)`.
  ///
  /// - Parameter element: The element to send.
  @inlinable
  public func onNext(_ element: Element) {
    on(.next(element))
  }

  /// Sends `.completed`.
  @inlinable
  public func onCompleted() {
    on(.completed)
  }

  /// Sends `.error(error)`.
  ///
  /// - Parameter error: The error to send.
  @inlinable
  public func onError(_ error: any Swift.Error) {
    on(.error(error))
  }

  /// Wraps this observer in a type-erased ``AnyObserver``.
  ///
  /// - Returns: An observer that forwards every event to this one.
  @inlinable
  public func asObserver() -> AnyObserver<Element> {
    AnyObserver(self)
  }

  /// Returns an observer that transforms elements with `transform` before forwarding them here.
  ///
  /// An error thrown by `transform` is forwarded as `.error`.
  ///
  /// - Parameter transform: Converts the new observer's elements to this observer's elements.
  /// - Returns: The transforming observer.
  @inlinable
  public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element)
    -> AnyObserver<Result>
  {
    AnyObserver { event in self.on(event.map(transform)) }
  }
}
