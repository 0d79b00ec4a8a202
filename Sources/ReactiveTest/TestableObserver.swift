import Reactive

/// An observer that records each event it receives with the scheduler's virtual time.
public final class TestableObserver<Element>: ObserverType {
  private let scheduler: TestScheduler

  /// The events received so far, with their virtual times.
  public private(set) var events: [Recorded<Event<Element>>] = []

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// Records `event` at the current virtual time.
  ///
  /// - Parameter event: The received event.
  public func on(_ event: Event<Element>) {
    events.append(Recorded(time: scheduler.clock, value: event))
  }
}
