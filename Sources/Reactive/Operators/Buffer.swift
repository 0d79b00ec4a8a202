extension ObservableType {
  /// Collects elements into arrays, sent when `count` elements are collected or `timeSpan` has
  /// passed, whichever comes first.
  ///
  /// The first buffer starts at subscription. A buffer is sent when it holds `count` elements, or
  /// from `scheduler` when `timeSpan` has passed since it started, even if it is empty; then the
  /// next buffer starts, with a fresh clock. On completion, the current buffer is sent, even if
  /// empty, followed by the completion; on an error, it is dropped and the error is sent. These
  /// are RxSwift's semantics; a `count` of zero or less means buffers end only by time.
  ///
  /// ```swift
  /// let batches = logLines.buffer(timeSpan: .seconds(5), count: 100, scheduler: background)
  /// ```
  ///
  /// - Parameters:
  ///   - timeSpan: The longest time a buffer collects.
  ///   - count: The most elements a buffer holds.
  ///   - scheduler: The scheduler that runs the clock and sends buffers ended by time.
  /// - Returns: The sequence of buffers.
  @inlinable
  public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType)
    -> Observable<[Element]>
  {
    let source = asObservable()
    return Producer { observer, lifetime in
      let sink = Sink(
        BufferStateMachine<Element>(count: count), observer: observer, lifetime: lifetime)
      let timer = SerialDisposable()
      lifetime.add(timer)

      // Under the gate. An ended buffer is delivered before the next one's clock starts, as
      // RxSwift does: work the observer schedules for the same time runs first. A buffer that
      // the observer fills by sending elements back, nested, has moved the generation on and
      // started its own clock; this one is not started then.
      func perform(_ action: BufferStateMachine<Element>.Action, _ event: Event<Element>) {
        switch action {
        case .send(let buffer, let generation):
          sink.send(buffer)
          startTimer(generation)
        case .complete(let buffer):
          sink.send(buffer)
          sink.finish(.completed)
        case .fail:
          if case .error(let error) = event { sink.finish(.error(error)) }
        case .ignore:
          return
        }
      }

      func startTimer(_ generation: UInt64) {
        guard sink.machine.isCurrent(generation), !lifetime.isDisposed else { return }
        timer.disposable = scheduler.scheduleOnce(generation, after: timeSpan) {
          generation in
          sink.exclusively {
            if !lifetime.isDisposed { perform(sink.machine.timerFired(generation), .completed) }
          }
        }
      }

      sink.exclusively { startTimer(0) }
      source.run(
        { event in
          sink.exclusively {
            if lifetime.isDisposed { return }
            switch event {
            case .next(let element): perform(sink.machine.elementArrived(element), event)
            case .error: perform(sink.machine.sourceFailed(), event)
            case .completed: perform(sink.machine.sourceCompleted(), event)
            }
          }
        }, lifetime)
    }
  }
}
