import RxSwift

/// An observer that records each event it receives with the scheduler's virtual time.
///
/// It does not keep its scheduler alive, as a hot observable it is subscribed to may be held by
/// the scheduler: keep the scheduler for as long as the observer receives events. Reading ``events``
/// needs no scheduler.
public final class TestableObserver<Element>: ObserverType {
  private let schedulerReference: TestSchedulerReference

  /// The events received so far, with their virtual times.
  public private(set) var events: [Recorded<Event<Element>>] = []

  init(scheduler: TestScheduler) {
    schedulerReference = scheduler.reference
  }

  /// Records `event` at the current virtual time.
  ///
  /// - Parameter event: The received event.
  public func on(_ event: Event<Element>) {
    events.append(
      Recorded(
        time: schedulerReference.scheduler(for: "A TestableObserver").clock, value: event))
  }
}
