extension ObservableType {
  /// Resubscribes to this sequence after a failure when the sequence that `notificationHandler`
  /// makes from the errors sends an element.
  ///
  /// `notificationHandler` is called once per subscription with the sequence of this sequence's
  /// errors; the trigger sequence it returns is subscribed first, then this sequence. When this
  /// sequence fails with an `Error`, it is unsubscribed and the error is sent to the errors
  /// sequence; the next element of the trigger sequence resubscribes. Triggers that arrive while
  /// no error is waiting are ignored, and each error is retried at most once. When the trigger
  /// sequence fails or completes while an error is waiting, the result fails or completes with
  /// it; when it ends earlier, the result ends with it at the next error of this sequence, as in
  /// RxSwift. An error that is not an `Error` is forwarded at once. A source that fails
  /// synchronously and is retried synchronously runs in a loop, not recursively.
  ///
  /// ```swift
  /// let reconnecting = connection.retry { (errors: Observable<NetworkError>) in
  ///   errors.map { error -> Void in
  ///     if error == .unauthorized { throw error }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter notificationHandler: Makes the trigger sequence from the sequence of errors.
  /// - Returns: The sequence that retries on triggers.
  @inlinable
  public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
    when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
  ) -> Observable<Element> {
    retry(matching: { $0 as? Error }, when: notificationHandler)
  }

  /// Resubscribes to this sequence after a failure when the sequence that `notificationHandler`
  /// makes from the errors sends an element.
  ///
  /// The same as the `retry(when:)` that names an error type, for errors of any type.
  ///
  /// ```swift
  /// let patient = request.retry { errors in
  ///   errors.map { _ in () }
  /// }
  /// ```
  ///
  /// - Parameter notificationHandler: Makes the trigger sequence from the sequence of errors.
  /// - Returns: The sequence that retries on triggers.
  @inlinable
  public func retry<TriggerObservable: ObservableType>(
    when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> Observable<Element> {
    retry(matching: { $0 }, when: notificationHandler)
  }

  /// `retry(when:)` for the errors that `match` accepts; the others are forwarded.
  @inlinable
  func retry<TriggerObservable: ObservableType, Error>(
    matching match: @escaping (Swift.Error) -> Error?,
    when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer, lifetime in
      let errors = PublishSubject<Error>()
      let triggers = notificationHandler(errors).asObservable()
      let shared = GatedState(RetryWhenState())
      let runner = IterativeRunner()

      func deliver(_ event: Event<Element>) {
        shared.exclusively {
          if !lifetime.isDisposed { observer(event) }
        }
      }

      func subscribeAttempt() {
        if lifetime.isDisposed { return }
        let attemptLifetime = lifetime.makeChild()
        source.runEnteringTrampoline(
          { event in
            guard case .error(let error) = event else {
              deliver(event)
              return
            }
            attemptLifetime.dispose()
            guard let matched = match(error) else {
              deliver(event)
              return
            }
            let triggersEnded = shared.exclusively { () -> Bool in
              if let end = shared.state.triggerEnd {
                if !lifetime.isDisposed { observer(end.asEvent()) }
                return true
              }
              shared.state.isErrorWaiting = true
              return false
            }
            // Outside the gate: the handler may trigger the retry synchronously.
            if !triggersEnded { errors.on(.next(matched)) }
          }, attemptLifetime)
      }

      // The triggers ended: ends the result now if an error waits for a trigger, otherwise at
      // the next error.
      func end(_ end: RetryWhenState.TriggerEnd) {
        shared.exclusively {
          if shared.state.isErrorWaiting {
            if !lifetime.isDisposed { observer(end.asEvent()) }
          } else {
            shared.state.triggerEnd = end
          }
        }
      }

      let triggerLifetime = lifetime.makeChild()
      triggers.run(
        { event in
          switch event {
          case .next:
            let retries = shared.exclusively { shared.state.takeWaitingError() }
            if retries { runner.iterate(subscribeAttempt) }
          case .error(let error):
            triggerLifetime.dispose()
            end(.failed(error))
          case .completed:
            triggerLifetime.dispose()
            end(.completed)
          }
        }, triggerLifetime)
      runner.iterate(subscribeAttempt)
    }
  }
}

/// Whether an error of `retry(when:)` waits for a trigger, and how the triggers ended.
@usableFromInline
struct RetryWhenState {
  /// How the trigger sequence ended.
  @usableFromInline
  enum TriggerEnd {
    case failed(Swift.Error)
    case completed

    @inlinable
    func asEvent<Element>() -> Event<Element> {
      switch self {
      case .failed(let error): return .error(error)
      case .completed: return .completed
      }
    }
  }

  @usableFromInline
  var isErrorWaiting = false

  @usableFromInline
  var triggerEnd: TriggerEnd?

  @inlinable
  init() {}

  /// Whether an error waits for a trigger; it does not any more afterwards.
  @inlinable
  mutating func takeWaitingError() -> Bool {
    defer { isErrorWaiting = false }
    return isErrorWaiting
  }
}
