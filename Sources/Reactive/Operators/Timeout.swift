extension ObservableType {
  /// Fails with ``RxError/timeout`` when this sequence sends nothing for `dueTime`.
  ///
  /// The clock starts at subscription and restarts once each element has been delivered; if it
  /// runs out before the next event, this sequence is unsubscribed and `.error(RxError.timeout)`
  /// is sent from `scheduler`. Events of this sequence are delivered where it sends them, without
  /// holding a lock, as in RxSwift.
  ///
  /// ```swift
  /// let answer = request.timeout(.seconds(5), scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The longest wait for the first and each following event.
  ///   - scheduler: The scheduler that runs the clock.
  /// - Returns: The sequence that fails when this one is too slow.
  @inlinable
  public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    timeout(dueTime, other: Observable.error(RxError.timeout), scheduler: scheduler)
  }

  /// Switches to `other` when this sequence sends nothing for `dueTime`.
  ///
  /// The clock starts at subscription and restarts once each element has been delivered; if it
  /// runs out before the next event, this sequence is unsubscribed and `other` is subscribed in
  /// its place, from `scheduler`, and forwarded to the end. No lock is held while the observer
  /// runs, so the clock's scheduler is never kept waiting for it, as in RxSwift.
  ///
  /// ```swift
  /// let quote = liveQuote.timeout(
  ///   .seconds(2), other: Observable.just(cachedQuote), scheduler: MainScheduler.instance)
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: The longest wait for the first and each following event.
  ///   - other: The sequence to continue with on a timeout.
  ///   - scheduler: The scheduler that runs the clock.
  /// - Returns: The sequence that falls back to `other` when this one is too slow.
  @inlinable
  public func timeout<Source: ObservableConvertibleType>(
    _ dueTime: RxTimeInterval, other: Source, scheduler: any SchedulerType
  ) -> Observable<Element> where Element == Source.Element {
    let source = asObservable()
    let other = other.asObservable()
    return Producer { observer, lifetime in
      let race = TimeoutRace()
      let timer = SerialDisposable()
      lifetime.add(timer)
      let sourceLifetime = lifetime.makeChild()

      func startTimer(_ generation: UInt64) {
        timer.disposable = scheduler.scheduleRelative(generation, dueTime: dueTime) { generation in
          if race.timeOut(ifCurrent: generation), !lifetime.isDisposed {
            sourceLifetime.dispose()
            other.runEnteringTrampoline(observer, lifetime)
          }
          return Disposables.create()
        }
      }

      // Started before subscribing, so that a synchronous source finds it in place.
      startTimer(0)
      source.run(
        { event in
          guard race.receive(event), !lifetime.isDisposed else { return }
          observer(event)
          // Read afresh: an element the observer sent back, nested, has moved the clock on.
          if case .next = event, let generation = race.currentGeneration {
            startTimer(generation)
          }
        }, sourceLifetime)
    }
  }
}

/// The race between the source's events and the clock of `timeout`, decided under a lock that is
/// never held while the observer runs.
///
/// Each element moves the clock to a new generation before it is delivered, so that a clock
/// started earlier cannot win while the observer handles it; the clock of the new generation
/// starts once the observer has returned, as in RxSwift.
@usableFromInline
final class TimeoutRace: @unchecked Sendable {
  // @unchecked Sendable: `generation` and `switched` are guarded by `lock`
  @usableFromInline
  let lock = Lock()

  @exclusivity(unchecked) @usableFromInline
  var generation: UInt64 = 0

  /// Whether the race is decided: the source terminated or a clock ran out.
  @exclusivity(unchecked) @usableFromInline
  var switched = false

  @inlinable
  init() {}

  /// Whether the source's `event` wins and is delivered.
  @inlinable
  func receive<Element>(_ event: Event<Element>) -> Bool {
    lock.locked {
      if switched { return false }
      if case .next = event {
        generation &+= 1
      } else {
        switched = true
      }
      return true
    }
  }

  /// The current generation, for its clock to start, unless the race is decided.
  @inlinable
  var currentGeneration: UInt64? {
    lock.locked { switched ? nil : generation }
  }

  /// Whether the clock of `generation` wins: no event arrived since it started.
  @inlinable
  func timeOut(ifCurrent generation: UInt64) -> Bool {
    lock.locked {
      guard !switched, self.generation == generation else { return false }
      switched = true
      return true
    }
  }
}
