/// A type that can be converted to an ``Observable``.
public protocol ObservableConvertibleType {
  /// The type of the elements of the sequence.
  associatedtype Element

  /// Returns the sequence as an ``Observable``.
  ///
  /// - Returns: The observable form of this value.
  func asObservable() -> Observable<Element>
}

/// A push-based sequence of elements that observers subscribe to.
///
/// Every operator of this library is an extension of `ObservableType`, so custom sequences that
/// implement ``subscribe(_:)`` get all of them.
public protocol ObservableType: ObservableConvertibleType {
  /// Subscribes `observer` to the sequence's events.
  ///
  /// - Parameter observer: The observer that receives the events.
  /// - Returns: A disposable that cancels the subscription and releases its resources.
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element
}

extension ObservableType {
  /// Wraps this sequence in an ``Observable`` that subscribes to it.
  ///
  /// - Returns: An observable that forwards this sequence's events.
  public func asObservable() -> Observable<Element> {
    Observable.create { observer in self.subscribe(observer) }
  }
}
