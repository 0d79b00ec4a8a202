/// An operator state that makes an inner sequence of each element of an outer sequence:
/// ``MergeEngine`` and ``SwitchEngine``.
@usableFromInline
protocol FlatteningEngine: AnyObject {
  /// The element type of the inner sequences and of the result.
  associatedtype Element

  /// The lifetime of the subscription.
  var lifetime: Lifetime { get }

  /// Handles an element of the outer sequence; `selector` makes its inner sequence.
  func outerNext<Value>(_ value: Value, _ selector: @escaping (Value) throws -> Observable<Element>)

  /// Handles the error of the outer sequence.
  func outerFailed(_ error: Swift.Error)

  /// Handles the completion of the outer sequence.
  func outerCompleted()

  /// Subscribes `sink` to the outer sequence.
  func runOuter<Value>(
    _ source: Observable<Value>, _ outerObserver: @escaping EventHandler<Value>, _ outer: Lifetime)
}

extension FlatteningEngine {
  /// Subscribes to `source` on a child lifetime, disposed when it completes, and hands its events
  /// to the sink.
  @inlinable
  func subscribeOuter<Value>(
    _ source: Observable<Value>, selector: @escaping (Value) throws -> Observable<Element>
  ) {
    let outer = lifetime.makeChild()
    runOuter(
      source,
      { event in
        switch event {
        case .next(let value):
          self.outerNext(value, selector)
        case .error(let error):
          self.outerFailed(error)
        case .completed:
          outer.dispose()
          self.outerCompleted()
        }
      }, outer)
  }

  @inlinable
  func runOuter<Value>(
    _ source: Observable<Value>, _ outerObserver: @escaping EventHandler<Value>, _ outer: Lifetime
  ) {
    source.run(outerObserver, outer)
  }
}
