extension ObservableConvertibleType {
  /// The elements of the sequence as an asynchronous stream, for `for try await` loops.
  ///
  /// Reading the property subscribes to the sequence; elements are buffered until the loop asks
  /// for them. The sequence's error is thrown from the loop, and its completion ends the loop.
  /// Leaving the loop early disposes the subscription; so does cancelling the task that runs the
  /// loop, which then throws `CancellationError` once it has read the elements received before
  /// the cancellation (a sequence that had already terminated ends as it did).
  ///
  /// ```swift
  /// for try await title in Observable.of("Parasite", "Minari").values {
  ///   print(title)
  /// }
  /// // Prints: Parasite
  /// //         Minari
  /// ```
  public var values: AsyncThrowingStream<Element, any Swift.Error> {
    AsyncThrowingStream { continuation in
      let lifetime = subscribeUntilStopped(asObservable()) { event in
        switch event {
        case .next(let element):
          // The stream is the element's only reader from here on.
          nonisolated(unsafe) let element = element
          continuation.yield(element)
        case .error(let error):
          continuation.finish(throwing: error)
        case .completed:
          continuation.finish()
        }
      }
      continuation.onTermination = { termination in
        // Called before the stream ends itself on cancellation: the loop then throws rather than
        // ending as if the sequence had completed.
        if case .cancelled = termination { continuation.finish(throwing: CancellationError()) }
        lifetime.dispose()
      }
    }
  }
}

/// Subscribes `observer` to `source` and returns the subscription's lifetime, which is disposed
/// after a terminal event; the async bridges need the lifetime itself, which is `Sendable`.
@usableFromInline
func subscribeUntilStopped<Element>(
  _ source: Observable<Element>, _ observer: @escaping EventHandler<Element>
) -> Lifetime {
  let lifetime = Lifetime()
  source.runEnteringTrampoline(
    { event in
      observer(event)
      if event.isStopEvent { lifetime.dispose() }
    }, lifetime)
  return lifetime
}
