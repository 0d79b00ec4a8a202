extension InfallibleType {
  /// The elements of the sequence as an asynchronous stream, for `for await` loops.
  ///
  /// Reading the property subscribes to the sequence; elements are buffered until the loop asks
  /// for them, and completion ends the loop. Leaving the loop early, or cancelling the task that
  /// runs it, disposes the subscription.
  ///
  /// ```swift
  /// for await count in Infallible.of(1, 2).values {
  ///   print(count)
  /// }
  /// // Prints: 1
  /// //         2
  /// ```
  public var values: AsyncStream<Element> {
    asyncStream(of: asObservable())
  }
}

/// The elements of a sequence that never fails, as an `AsyncStream`.
@usableFromInline
func asyncStream<Element>(of source: Observable<Element>) -> AsyncStream<Element> {
  AsyncStream { continuation in
    let lifetime = subscribeUntilStopped(source) { event in
      if case .next(let element) = event {
        // The stream is the element's only reader from here on.
        nonisolated(unsafe) let element = element
        continuation.yield(element)
      } else {
        continuation.finish()
      }
    }
    continuation.onTermination = { _ in lifetime.dispose() }
  }
}
