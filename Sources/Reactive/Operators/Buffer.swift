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
      let shared = LockedState(BufferState<Element>())
      let timer = SerialDisposable()
      lifetime.add(timer)

      // Sends the current buffer and starts the next one; runs under the lock, so that clocks
      // are replaced in the order their buffers start.
      func sendBuffer(_ state: inout BufferState<Element>) {
        let buffer = state.buffer
        state.buffer = []
        state.generation &+= 1
        observer(.next(buffer))
        startTimer(state.generation)
      }

      func startTimer(_ generation: UInt64) {
        timer.disposable = scheduler.scheduleRelative(generation, dueTime: timeSpan) {
          generation in
          shared.withLock { state in
            guard state.generation == generation, !lifetime.isDisposed else { return }
            sendBuffer(&state)
          }
          return Disposables.create()
        }
      }

      shared.withLock { _ in startTimer(0) }
      source.run(
        { event in
          shared.withLock { state in
            guard !lifetime.isDisposed else { return }
            switch event {
            case .next(let element):
              state.buffer.append(element)
              if state.buffer.count == count { sendBuffer(&state) }
            case .error(let error):
              state.buffer = []
              observer(.error(error))
            case .completed:
              observer(.next(state.buffer))
              state.buffer = []
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
}
