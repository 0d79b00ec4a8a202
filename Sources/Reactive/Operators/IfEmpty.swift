extension ObservableType {
  /// Sends `default` and completes if this sequence completes without an element; otherwise
  /// forwards it unchanged.
  ///
  /// ```swift
  /// _ = Observable<Int>.empty().ifEmpty(default: 0).subscribe(onNext: { print($0) })
  /// // Prints: 0
  /// ```
  ///
  /// - Parameter default: The element sent, at the source's completion, when it had none.
  /// - Returns: A sequence that has at least one element unless it fails.
  @inlinable
  public func ifEmpty(default: Element) -> Observable<Element> {
    switchIfEmpty(asObservable(), to: Observable.just(`default`))
  }

  /// Continues with `other` if this sequence completes without an element; otherwise forwards it
  /// unchanged.
  ///
  /// `other` is subscribed to only when this sequence completes empty, at that moment, and this
  /// sequence is unsubscribed first. An error from this sequence is forwarded without switching.
  ///
  /// ```swift
  /// let cached = Observable<String>.empty()
  /// _ = cached.ifEmpty(switchTo: .just("from the network")).subscribe(onNext: { print($0) })
  /// // Prints: from the network
  /// ```
  ///
  /// - Parameter other: The sequence that runs in place of an empty one.
  /// - Returns: This sequence's elements, or `other`'s if it had none.
  @inlinable
  public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
    switchIfEmpty(asObservable(), to: other)
  }
}

/// Forwards `source`, or, if it completes without an element, subscribes to `other` in its place.
@inlinable
func switchIfEmpty<Element>(_ source: Observable<Element>, to other: Observable<Element>)
  -> Observable<Element>
{
  Producer { observer, lifetime in
    let sourceLifetime = lifetime.makeChild()
    var isEmpty = true
    source.run(
      { event in
        switch event {
        case .next:
          isEmpty = false
          observer(event)
        case .error:
          sourceLifetime.dispose()
          observer(event)
        case .completed:
          sourceLifetime.dispose()
          if !isEmpty {
            observer(event)
          } else if !lifetime.isDisposed {
            other.runEnteringTrampoline(observer, lifetime)
          }
        }
      }, sourceLifetime)
  }
}
