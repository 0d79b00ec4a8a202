extension ObservableType {
  /// Sends an element only after `dueTime` has passed without another element.
  ///
  /// Each element restarts the clock and replaces the pending one; when the clock runs out, the
  /// pending element is sent from `scheduler`. On completion, a pending element is sent at once,
  /// followed by the completion; on an error, the pending element is dropped and the error is
  /// sent at once. Suited to search fields: only the text the user paused on goes through.
  ///
  /// ```swift
  /// let queries = searchText.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The quiet time an element needs before it is sent.
  ///   - scheduler: The scheduler that runs the clock and sends the elements.
  /// - Returns: The sequence of elements that were followed by a quiet time.
  @inlinable
  public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    let source = asObservable()
    return Producer { observer, lifetime in
      let sink = Sink(DebounceStateMachine<Element>(), observer: observer, lifetime: lifetime)
      let timer = SerialDisposable()
      lifetime.add(timer)
      func perform(_ action: DebounceStateMachine<Element>.Action, _ event: Event<Element>) {
        switch action {
        case .startTimer(let generation):
          // Outside the gate, as RxSwift schedules outside its lock.
          timer.disposable = scheduler.scheduleOnce(generation, after: dueTime) {
            generation in
            sink.exclusively { perform(sink.machine.timerFired(generation), .completed) }
          }
        case .send(let element):
          sink.send(element)
        case .complete(let pending):
          if let pending { sink.send(pending) }
          sink.finish(.completed)
        case .fail:
          sink.finish(event)
        case .ignore:
          return
        }
      }
      source.run(
        { event in
          switch event {
          case .next(let element):
            perform(sink.exclusively { sink.machine.elementArrived(element) }, event)
          case .error:
            sink.exclusively { perform(sink.machine.sourceFailed(), event) }
          case .completed:
            sink.exclusively { perform(sink.machine.sourceCompleted(), event) }
          }
        }, lifetime)
    }
  }
}
