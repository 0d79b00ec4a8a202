/// A `Producer` for an operator over one source that also holds the source apart, so that a
/// long chain of them is released in a loop.
///
/// Releasing the last reference to an observable releases its source, and so on down the chain:
/// for a chain of 100,000 operators built in a loop, one nested release per operator overflows
/// the stack. A `ChainedProducer` that is going away first drops its subscription behaviour (the
/// closure, which captures the source too), then detaches the source if nothing else holds it,
/// and while the detached source is itself a `ChainedProducer`, detaches that one's source, and
/// so on: each is released with no source left to release. The flattening operators, the ones
/// chained deepest, are built on it. The closure keeps its own reference to the source, so that
/// subscribing is as fast as with a `Producer`.
@usableFromInline
final class ChainedProducer<Source, Element>: Observable<Element> {
  /// The source, for releasing the chain; `nil` once detached.
  @exclusivity(unchecked) @usableFromInline
  var source: Observable<Source>?

  /// The source again, made into a ``ChainLink`` where its type is known, without a reference
  /// count of its own: releasing the chain then needs no lookup of the source's type.
  @usableFromInline
  unowned(unsafe) let sourceLink: any ChainLink

  /// The subscription behaviour; `nil` only once the producer is going away.
  @exclusivity(unchecked) @usableFromInline
  var handler: Producer<Element>.Handler?

  @inlinable
  init(_ source: Observable<Source>, _ handler: @escaping Producer<Element>.Handler) {
    self.source = source
    self.sourceLink = source
    self.handler = handler
  }

  @inlinable
  override func run(_ observer: consuming @escaping EventHandler<Element>, _ lifetime: Lifetime) {
    handler.unsafelyUnwrapped(observer, lifetime)
  }

  /// Drops the subscription behaviour and gives up the source if nothing else holds it; called
  /// only on a producer that is going away, which nothing else holds either.
  @usableFromInline
  override func detachSource() -> (any ChainLink)? {
    handler = nil
    guard isKnownUniquelyReferenced(&source) else { return nil }
    let link = sourceLink
    source = nil
    return link
  }

  deinit {
    // Each detached source is released at the end of its turn, with no source left to release.
    var next = detachSource()
    while let link = next {
      next = link.detachSource()
    }
  }
}

/// An observable that can give up its source as it is about to be released: every ``Observable``.
///
/// Releasing a chain walks it through this protocol rather than casting each observable, whose
/// element type it does not know, to ``ChainedProducer``: the call is one virtual call, where a
/// dynamic cast would look up a conformance on every release.
@usableFromInline
protocol ChainLink: AnyObject {
  /// Removes the reference to the source and returns it; `nil` for observables that hold none
  /// apart.
  func detachSource() -> (any ChainLink)?
}
