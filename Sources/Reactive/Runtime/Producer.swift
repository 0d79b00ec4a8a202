/// An observable whose subscription behaviour is a closure, made by an operator at the call site
/// so that it is specialized for the element types in use.
@usableFromInline
final class Producer<Element>: Observable<Element> {
  @usableFromInline
  typealias Handler = (@escaping EventHandler<Element>, Lifetime) -> Void

  @usableFromInline
  let handler: Handler

  @inlinable
  init(_ handler: @escaping Handler) {
    self.handler = handler
  }

  @inlinable
  override func run(_ observer: consuming @escaping EventHandler<Element>, _ lifetime: Lifetime) {
    handler(observer, lifetime)
  }
}

/// A `Producer` whose subscriptions never start the trampoline, for what RxSwift does not make a
/// producer: a group of `groupBy`, which subscribes straight to its subject, and the connections
/// of `share` that RxSwift keeps apart from `multicast` (their source is still subscribed through
/// the trampoline when they connect).
@usableFromInline
final class DirectProducer<Element>: Observable<Element> {
  @usableFromInline
  let handler: Producer<Element>.Handler

  @inlinable
  init(_ handler: @escaping Producer<Element>.Handler) {
    self.handler = handler
  }

  @inlinable
  override var subscribesOnTrampoline: Bool {
    false
  }

  @inlinable
  override func run(_ observer: consuming @escaping EventHandler<Element>, _ lifetime: Lifetime) {
    handler(observer, lifetime)
  }
}
