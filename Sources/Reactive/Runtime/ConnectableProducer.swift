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

  @inlinable
  override func run(_ observer: consuming @escaping EventHandler<Element>, _ lifetime: Lifetime) {
    handler(observer, lifetime)
  }

  @inlinable
  override func connect() -> any Disposable {
    connector()
  }
}
