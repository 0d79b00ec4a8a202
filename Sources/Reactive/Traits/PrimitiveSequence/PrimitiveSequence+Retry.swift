extension PrimitiveSequence {
  /// Resubscribes to this sequence every time it fails, for as long as it takes.
  ///
  /// Behaves as ``ObservableType/retry()``.
  ///
  /// - Returns: The sequence that never fails.
  @inlinable
  public func retry() -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry())
  }

  /// Subscribes to this sequence up to `maxAttemptCount` times in all, until it does not fail.
  ///
  /// `maxAttemptCount` counts every subscription, the first included: `retry(3)` subscribes at
  /// most three times and sends the third error. Behaves as ``ObservableType/retry(_:)``.
  ///
  /// ```swift
  /// let chart = client.weekly(date: "20240101").retry(3)
  /// ```
  ///
  /// - Parameter maxAttemptCount: The most subscriptions to make, the first included.
  /// - Returns: The sequence that fails only when the last attempt does.
  @inlinable
  public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(maxAttemptCount))
  }

  /// Resubscribes to this sequence after a failure when the sequence that `notificationHandler`
  /// makes from the errors sends an element.
  ///
  /// Behaves as `Observable`'s `retry(when:)` with errors of type `Error`; other errors
  /// are sent at once.
  ///
  /// ```swift
  /// let chart = request.retry { (errors: Observable<URLError>) in
  ///   errors.delay(.seconds(1), scheduler: MainScheduler.instance)
  /// }
  /// ```
  ///
  /// - Parameter notificationHandler: Makes the trigger sequence from the sequence of errors.
  /// - Returns: The sequence that retries on triggers.
  @inlinable
  public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
    when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(when: notificationHandler))
  }

  /// Resubscribes to this sequence after a failure when the sequence that `notificationHandler`
  /// makes from the errors sends an element.
  ///
  /// The same as the `retry(when:)` that names an error type, for errors of any type.
  ///
  /// - Parameter notificationHandler: Makes the trigger sequence from the sequence of errors.
  /// - Returns: The sequence that retries on triggers.
  @inlinable
  public func retry<TriggerObservable: ObservableType>(
    when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(when: notificationHandler))
  }
}
