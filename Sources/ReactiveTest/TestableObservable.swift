import Reactive

/// An observable that sends recorded events in virtual time and records its subscriptions.
///
/// Made by ``TestScheduler/createHotObservable(_:)-([Recorded<Event<Element>>])`` and
/// ``TestScheduler/createColdObservable(_:)-([Recorded<Event<Element>>])``.
public class TestableObservable<Element>: ObservableType {
  /// The scheduler that drives the observable.
  let testScheduler: TestScheduler

  /// The subscriptions made so far, with their virtual times.
  public internal(set) var subscriptions: [Subscription] = []

  /// The events the observable sends.
  public let recordedEvents: [Recorded<Event<Element>>]

  init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    self.testScheduler = scheduler
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

  /// Records the end of the subscription at `index`, once.
  func endSubscription(at index: Int) {
    let subscription = subscriptions[index]
    if subscription.unsubscribe == .max {
      subscriptions[index] = Subscription(subscription.subscribe, testScheduler.clock)
    }
  }
}

/// A hot test observable: events are sent at their absolute times to the observers subscribed
/// then.
final class HotObservable<Element>: TestableObservable<Element> {
  private var observers: [Int: AnyObserver<Element>] = [:]
  private var nextKey = 0

  override init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    super.init(scheduler: scheduler, recordedEvents: recordedEvents)
    for recorded in recordedEvents {
      scheduler.scheduleAt(recorded.time) { [weak self] in
        guard let self else { return }
        for key in observers.keys.sorted() {
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
    subscriptions.append(Subscription(testScheduler.clock))
    let index = subscriptions.count - 1
    return Disposables.create { [weak self] in
      guard let self else { return }
      observers[key] = nil
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
