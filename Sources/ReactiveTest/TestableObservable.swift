import RxSwift

/// An observable that sends recorded events in virtual time and records its subscriptions.
///
/// Made by ``TestScheduler/createHotObservable(_:)-([Recorded<Event<Element>>])`` and
/// ``TestScheduler/createColdObservable(_:)-([Recorded<Event<Element>>])``.
///
/// It does not keep its scheduler alive: keep the scheduler for as long as the test subscribes to
/// the observable. Reading ``subscriptions`` and ``recordedEvents`` needs no scheduler.
public class TestableObservable<Element>: ObservableType {
  private let schedulerReference: TestSchedulerReference

  /// The scheduler that drives the observable.
  var testScheduler: TestScheduler {
    schedulerReference.scheduler(for: "A test observable")
  }

  /// The subscriptions made so far, with their virtual times.
  public internal(set) var subscriptions: [Subscription] = []

  /// The events the observable sends.
  public let recordedEvents: [Recorded<Event<Element>>]

  init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    self.schedulerReference = scheduler.reference
    self.recordedEvents = recordedEvents
  }

  /// Subscribes `observer` and records the subscription.
  ///
  /// - Parameter observer: The observer that receives the events.
  /// - Returns: A disposable that ends the subscription and records when.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    preconditionFailure("TestableObservable.subscribe(_:) must be overridden")
  }

  /// Records the end of the subscription at `index`, once; a subscription that outlives its
  /// scheduler stays open, as no virtual time is left to end it at.
  func endSubscription(at index: Int) {
    let subscription = subscriptions[index]
    guard subscription.unsubscribe == .max, let scheduler = schedulerReference.ifAlive else {
      return
    }
    subscriptions[index] = Subscription(subscription.subscribe, scheduler.clock)
  }
}

/// A hot test observable: events are sent at their absolute times to the observers subscribed
/// then, in RxTest's order: first the observer in the first slot (the first subscriber, or the
/// next one once that slot is free), then the others in subscription order.
///
/// Its scheduled events hold it, as RxTest's do, so it sends to its observers even when nothing
/// else holds it. The scheduler lets go of it once they have run, or when the scheduler itself is
/// released.
final class HotObservable<Element>: TestableObservable<Element> {
  private var observers: [Int: AnyObserver<Element>] = [:]
  private var nextKey = 0
  /// The key of the observer in the first slot, if it is taken.
  private var firstSlotKey: Int?

  override init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    super.init(scheduler: scheduler, recordedEvents: recordedEvents)
    for recorded in recordedEvents {
      scheduler.scheduleAt(recorded.time) { [self] in
        let others = observers.keys.filter { $0 != firstSlotKey }.sorted()
        for key in (firstSlotKey.map { [$0] } ?? []) + others {
          observers[key]?.on(recorded.value)
        }
      }
    }
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let key = nextKey
    nextKey += 1
    observers[key] = AnyObserver(observer)
    if firstSlotKey == nil { firstSlotKey = key }
    subscriptions.append(Subscription(testScheduler.clock))
    let index = subscriptions.count - 1
    return Disposables.create { [weak self] in
      guard let self else { return }
      observers[key] = nil
      if firstSlotKey == key { firstSlotKey = nil }
      endSubscription(at: index)
    }
  }
}

/// A cold test observable: each subscription gets the events at their times relative to when it
/// was made.
final class ColdObservable<Element>: TestableObservable<Element> {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subscriptions.append(Subscription(testScheduler.clock))
    let index = subscriptions.count - 1
    let scheduled = CompositeDisposable()
    for recorded in recordedEvents {
      let item = testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
        observer.on(recorded.value)
        return Disposables.create()
      }
      _ = scheduled.insert(item)
    }
    return Disposables.create { [weak self] in
      scheduled.dispose()
      self?.endSubscription(at: index)
    }
  }
}
