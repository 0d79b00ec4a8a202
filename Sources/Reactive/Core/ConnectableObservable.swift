/// A sequence that shares one subscription to its source, made when ``connect()`` is called.
///
/// Subscribers of a connectable sequence receive nothing from the source until it is connected;
/// from then on they all receive the same events, from one subscription to the source. Made by
/// ``ObservableType/multicast(_:)``, ``ObservableType/publish()`` and the `replay` operators;
/// ``refCount()`` connects and disconnects it automatically.
public protocol ConnectableObservableType: ObservableType {
  /// Subscribes the shared subject to the source, unless it is already connected.
  ///
  /// - Returns: A disposable that disconnects the source; while connected, every call returns the
  ///   same connection.
  func connect() -> any Disposable
}

/// The base class of connectable sequences, as in RxSwift.
///
/// ```swift
/// let published = Observable.of(1, 2).publish()
/// _ = published.subscribe(onNext: { print("A", $0) })
/// _ = published.subscribe(onNext: { print("B", $0) })
/// _ = published.connect()
/// // Prints: A 1
/// //         B 1
/// //         A 2
/// //         B 2
/// ```
///
/// Thread-safe: subscribing, connecting and disposing may happen on any thread.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
  @usableFromInline
  override init() {}

  /// Connects to the source; overridden by every concrete connectable sequence.
  ///
  /// - Returns: A disposable that disconnects the source.
  public func connect() -> any Disposable {
    preconditionFailure("ConnectableObservable.connect() must be overridden by \(type(of: self))")
  }
}
