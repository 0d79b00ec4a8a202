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
      let sink = Sink(RetryWhenStateMachine.running, observer: observer, lifetime: lifetime)
      let runner = Sink(IterationStateMachine.idle, observer: observer, lifetime: lifetime)

      // Under the gate.
      func perform(_ action: RetryWhenStateMachine.Action, _ event: Event<Element>) {
        switch action {
        case .forward:
          if case .next(let element) = event { sink.send(element) } else { sink.finish(event) }
        case .finish(let end):
          sink.finish(end.asEvent())
        case .notifyHandler, .resubscribe, .ignore:
          return
        }
      }

      func subscribeAttempt() {
        if lifetime.isDisposed { return }
        let attemptLifetime = lifetime.makeChild()
        source.runEnteringTrampoline(
          { event in
            switch event {
            case .next:
              sink.exclusively { perform(sink.machine.attemptSentElement(), event) }
            case .completed:
              sink.exclusively { perform(sink.machine.attemptEnded(), event) }
            case .error(let error):
              attemptLifetime.dispose()
              guard let matched = match(error) else {
                sink.exclusively { perform(sink.machine.attemptEnded(), event) }
                return
              }
              let action = sink.exclusively {
                let action = sink.machine.attemptFailed()
                perform(action, event)
                return action
              }
              // Outside the gate: the handler may trigger the retry synchronously.
              if case .notifyHandler = action { errors.on(.next(matched)) }
            }
          }, attemptLifetime)
      }

      let triggerLifetime = lifetime.makeChild()
      triggers.run(
        { event in
          switch event {
          case .next:
            let action = sink.exclusively { sink.machine.triggerArrived() }
            if case .resubscribe = action { runner.iterate(subscribeAttempt) }
          case .error(let error):
            triggerLifetime.dispose()
            sink.exclusively { perform(sink.machine.triggersEnded(.failed(error)), .completed) }
          case .completed:
            triggerLifetime.dispose()
            sink.exclusively { perform(sink.machine.triggersEnded(.completed), .completed) }
          }
        }, triggerLifetime)
      runner.iterate(subscribeAttempt)
    }
  }
}
