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
      let shared = LockedState(DebounceState<Element>())
      let timer = SerialDisposable()
      lifetime.add(timer)
      source.run(
        { event in
          switch event {
          case .next(let element):
            let generation = shared.withLock { state -> UInt64 in
              state.pending = element
              state.generation &+= 1
              return state.generation
            }
            timer.disposable = scheduler.scheduleRelative(generation, dueTime: dueTime) {
              generation in
              shared.withLock { state in
                guard state.generation == generation, let pending = state.pending,
                  !lifetime.isDisposed
                else { return }
                state.pending = nil
                observer(.next(pending))
              }
              return Disposables.create()
            }
          case .error:
            shared.withLock { state in
              state.pending = nil
              if !lifetime.isDisposed { observer(event) }
            }
          case .completed:
            shared.withLock { state in
              if let pending = state.pending, !lifetime.isDisposed {
                state.pending = nil
                observer(.next(pending))
              }
              if !lifetime.isDisposed { observer(.completed) }
            }
          }
        }, lifetime)
    }
  }
}

/// The element `debounce` holds back, and which clock may send it.
@usableFromInline
struct DebounceState<Element> {
  @usableFromInline
  var pending: Element?

  /// Counts the elements; only the clock started by the latest one may send it.
  @usableFromInline
  var generation: UInt64 = 0

  @inlinable
  init() {}
}
