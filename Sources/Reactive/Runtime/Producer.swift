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
