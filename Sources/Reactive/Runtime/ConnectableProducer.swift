/// A connectable sequence whose subscription and connection behaviours are closures, made by an
/// operator at the call site so that they are specialized for the element types in use.
@usableFromInline
final class ConnectableProducer<Element>: ConnectableObservable<Element> {
  @usableFromInline
  let handler: Producer<Element>.Handler

  @usableFromInline
  let connector: () -> any Disposable

  @inlinable
  init(
    subscribe: @escaping Producer<Element>.Handler, connect: @escaping () -> any Disposable
  ) {
    handler = subscribe
    connector = connect
  }

  /// Subscribing registers with the connection's subject at once, as RxSwift's connectable
  /// observables, which are not producers, do; connecting subscribes to the source through the
  /// trampoline.
  @inlinable
  override var subscribesOnTrampoline: Bool {
    false
  }

  @inlinable
  override func run(_ observer: consuming @escaping EventHandler<Element>, _ lifetime: Lifetime) {
    handler(observer, lifetime)
  }

  @inlinable
  override func connect() -> any Disposable {
    connector()
  }
}
