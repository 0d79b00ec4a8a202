extension ObservableType {
  /// Resubscribes to this sequence every time it fails, for as long as it takes.
  ///
  /// Elements of every attempt are forwarded; the first completion ends the sequence. Each
  /// failed attempt is unsubscribed before the next one is subscribed, at the moment of the
  /// error. A source that fails synchronously is resubscribed in a loop, not recursively, so any
  /// number of attempts runs in constant stack space.
  ///
  /// ```swift
  /// var calls = 0
  /// let flaky = Observable<String>.deferred {
  ///   calls += 1
  ///   return calls < 3 ? .error(NetworkError.offline) : .just("ok after \(calls)")
  /// }
  /// _ = flaky.retry().subscribe(onNext: { print($0) })
  /// // Prints: ok after 3
  /// ```
  ///
  /// - Returns: The sequence that never fails.
  @inlinable
  public func retry() -> Observable<Element> {
    // Int.max attempts outlast any program.
    retry(Int.max)
  }

  /// Subscribes to this sequence up to `maxAttemptCount` times in all, until it does not fail.
  ///
  /// `maxAttemptCount` counts every subscription, the first included, as in RxSwift: `retry(3)`
  /// subscribes at most three times and forwards the third error. Elements of every attempt are
  /// forwarded. Each failed attempt is unsubscribed before the next one is subscribed, at the
  /// moment of the error. A source that fails synchronously is resubscribed in a loop, not
  /// recursively, so any number of attempts runs in constant stack space. With a count of zero
  /// or less, the sequence completes at once without subscribing, as RxSwift's does.
  ///
  /// ```swift
  /// var calls = 0
  /// let failing = Observable<Int>.deferred {
  ///   calls += 1
  ///   return .error(NetworkError.offline)
  /// }
  /// _ = failing.retry(3).subscribe(onError: { _ in print("failed after \(calls)") })
  /// // Prints: failed after 3
  /// ```
  ///
  /// - Parameter maxAttemptCount: The most subscriptions to make, the first included.
  /// - Returns: The sequence that fails only when the last attempt does.
  @inlinable
  public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
    Observable.catch(sequence: Swift.repeatElement(asObservable(), count: max(0, maxAttemptCount)))
  }
}
