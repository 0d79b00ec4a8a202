extension ObservableType {
  /// Returns a sequence that sends `element` and completes.
  ///
  /// ```swift
  /// _ = Observable.just(42).subscribe(onNext: { print($0) })
  /// // Prints: 42
  /// ```
  ///
  /// - Parameter element: The only element.
  /// - Returns: A sequence of one element.
  @inlinable
  public static func just(_ element: Element) -> Observable<Element> {
    Just(element)
  }

  /// Returns a sequence that sends `element` and completes, both on `scheduler`.
  ///
  /// - Parameters:
  ///   - element: The only element.
  ///   - scheduler: Where the element and the completion are sent.
  /// - Returns: A sequence of one element.
  @inlinable
  public static func just(_ element: Element, scheduler: any ImmediateSchedulerType)
    -> Observable<Element>
  {
    Observable.from([element], scheduler: scheduler)
  }
}

/// The sequence of one element. A class of its own rather than a closure, so that subscribing to
/// it allocates nothing beyond the object itself.
@usableFromInline
final class Just<Element>: Observable<Element> {
  @usableFromInline
  let element: Element

  @inlinable
  init(_ element: Element) {
    self.element = element
  }

  @inlinable
  override func run(_ observer: consuming @escaping EventHandler<Element>, _ lifetime: Lifetime) {
    if lifetime.isDisposed { return }
    observer(.next(element))
    if lifetime.isDisposed { return }
    observer(.completed)
  }
}
