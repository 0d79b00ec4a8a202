extension ObservableType {
  /// Projects each element to an observable sequence and sends the elements of the most recent
  /// one only.
  ///
  /// When an element arrives, `selector` makes its sequence, the subscription to the previous
  /// inner sequence is disposed, and only then is the new one subscribed to. The result completes
  /// when the source and the latest inner sequence have completed. The first error, from the
  /// source, the latest inner sequence or `selector`, is sent at once and disposes everything; so
  /// does disposing the subscription.
  ///
  /// ```swift
  /// // Searches for the latest query only; a slower earlier search is cancelled.
  /// query.flatMapLatest { api.search($0) }
  /// ```
  ///
  /// - Parameter selector: Makes the inner sequence of an element.
  /// - Returns: The elements of the latest inner sequence.
  @inlinable
  public func flatMapLatest<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    let source = asObservable()
    let inner: (Element) throws -> Observable<Source.Element> = { try selector($0).asObservable() }
    return Producer { observer, lifetime in
      SwitchEngine(observer: observer, lifetime: lifetime).subscribeOuter(source, selector: inner)
    }
  }
}

/// The state of one subscription to `flatMapLatest` or `switchLatest`.
///
/// Each inner sequence runs on a child lifetime and carries the number of the outer element that
/// made it; events of an inner sequence that is no longer the latest are ignored. Events are
/// delivered one at a time through the gate of ``SerialSink``.
@usableFromInline
final class SwitchEngine<Element>: SerialSink<Element>, FlatteningSink, @unchecked Sendable {
  // @unchecked Sendable: `latest`, `current`, `isInnerRunning` and `outerDone` are guarded by
  // `gate`
  /// The number of the latest inner sequence.
  @exclusivity(unchecked) @usableFromInline
  var latest = 0

  /// The lifetime of the latest inner sequence, disposed when the next one arrives.
  @exclusivity(unchecked) @usableFromInline
  var current: Lifetime?

  @exclusivity(unchecked) @usableFromInline
  var isInnerRunning = false

  @exclusivity(unchecked) @usableFromInline
  var outerDone = false

  @inlinable
  func outerCompleted() {
    gate.run {
      outerDone = true
      if !isInnerRunning { stop(.completed) }
    }
  }

  @inlinable
  func outerNext<Value>(_ value: Value, _ selector: @escaping (Value) throws -> Observable<Element>)
  {
    var next: (source: Observable<Element>, id: Int)?
    var previous: Lifetime?
    let inner = lifetime.makeChild()
    gate.run {
      if !isActive { return }
      do {
        next = (try selector(value), latest &+ 1)
      } catch {
        stop(.error(error))
        return
      }
      latest &+= 1
      isInnerRunning = true
      previous = current
      current = inner
    }
    previous?.dispose()
    guard let next else {
      inner.dispose()
      return
    }
    next.source.run(innerSink(inner, next.id), inner)
  }

  @inlinable
  func innerSink(_ inner: Lifetime, _ id: Int) -> Sink<Element> {
    { event in
      if event.isCompleted { inner.dispose() }
      self.gate.run {
        if self.latest != id || !self.isActive { return }
        switch event {
        case .next:
          self.observer(event)
        case .error:
          self.stop(event)
        case .completed:
          self.isInnerRunning = false
          self.current = nil
          if self.outerDone { self.stop(.completed) }
        }
      }
    }
  }
}
