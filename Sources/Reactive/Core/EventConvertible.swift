/// A type that holds an ``Event``, so that a sequence of them can be turned back into the events
/// they describe with ``ObservableType/dematerialize()``.
public protocol EventConvertible {
  /// The element type of the event.
  associatedtype Element

  /// The event this value represents.
  var event: Event<Element> { get }
}

extension Event: EventConvertible {
  /// The event itself.
  @inlinable
  public var event: Event<Element> {
    self
  }
}
