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
      let shared = GatedState(DebounceState<Element>())
      let timer = SerialDisposable()
      lifetime.add(timer)
      source.run(
        { event in
          switch event {
          case .next(let element):
            let generation = shared.exclusively { shared.state.hold(element) }
            timer.disposable = scheduler.scheduleRelative(generation, dueTime: dueTime) {
              generation in
              shared.exclusively {
                guard !lifetime.isDisposed, let pending = shared.state.take(ifCurrent: generation)
                else { return }
                observer(.next(pending))
              }
              return Disposables.create()
            }
          case .error:
            shared.exclusively {
              shared.state.pending = nil
              if !lifetime.isDisposed { observer(event) }
            }
          case .completed:
            shared.exclusively {
              if let pending = shared.state.pending.take(), !lifetime.isDisposed {
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

  /// Holds `element` in place of the pending one; returns the generation of its clock.
  @inlinable
  mutating func hold(_ element: Element) -> UInt64 {
    pending = element
    generation &+= 1
    return generation
  }

  /// Takes the pending element if the clock of `generation` is the latest one.
  @inlinable
  mutating func take(ifCurrent generation: UInt64) -> Element? {
    generation == self.generation ? pending.take() : nil
  }
}
