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
      let shared = GatedState(BufferState<Element>())
      let timer = SerialDisposable()
      lifetime.add(timer)

      // Under the gate: ends the current buffer and starts the next one, sends the ended buffer,
      // then starts the next one's clock, as RxSwift does: work the observer schedules for the
      // same time runs first. A buffer that the observer fills by sending elements back, nested,
      // has moved the generation on and started its own clock; this one is not started then.
      func sendBuffer() {
        let (buffer, generation) = shared.state.startNext()
        observer(.next(buffer))
        startTimer(generation)
      }

      func startTimer(_ generation: UInt64) {
        guard shared.state.generation == generation, !lifetime.isDisposed else { return }
        timer.disposable = scheduler.scheduleRelative(generation, dueTime: timeSpan) {
          generation in
          shared.exclusively {
            guard shared.state.generation == generation, !lifetime.isDisposed else { return }
            sendBuffer()
          }
          return Disposables.create()
        }
      }

      shared.exclusively { startTimer(0) }
      source.run(
        { event in
          shared.exclusively {
            guard !lifetime.isDisposed else { return }
            switch event {
            case .next(let element):
              shared.state.buffer.append(element)
              if shared.state.buffer.count == count { sendBuffer() }
            case .error(let error):
              shared.state.buffer = []
              observer(.error(error))
            case .completed:
              let buffer = shared.state.buffer
              shared.state.buffer = []
              observer(.next(buffer))
              if !lifetime.isDisposed { observer(.completed) }
            }
          }
        }, lifetime)
    }
  }
}

/// The buffer `buffer` is collecting, and which clock may end it.
@usableFromInline
struct BufferState<Element> {
  @usableFromInline
  var buffer: [Element] = []

  /// Counts the buffers; only the clock started with the current buffer may end it.
  @usableFromInline
  var generation: UInt64 = 0

  @inlinable
  init() {}

  /// Ends the current buffer and starts the next one; returns the ended buffer and the
  /// generation of the next one's clock.
  @inlinable
  mutating func startNext() -> ([Element], UInt64) {
    let ended = buffer
    buffer = []
    generation &+= 1
    return (ended, generation)
  }
}
