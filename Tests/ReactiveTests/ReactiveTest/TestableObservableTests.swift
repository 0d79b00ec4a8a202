import Reactive
import ReactiveTest
import XCTest

final class TestableObservableTests: ReactiveTestCase {
  func testAHotObservableSendsAtItsTimesWhetherOrNotAnyoneListens() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(260, 3), .next(310, 4), .completed(400),
    ])
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    var earlySubscription: (any Disposable)?
    scheduler.scheduleAt(200) { earlySubscription = xs.subscribe(early) }
    scheduler.scheduleAt(250) { _ = xs.subscribe(late) }
    scheduler.scheduleAt(300) { earlySubscription?.dispose() }
    scheduler.start()
    XCTAssertEqual(early.events, [.next(210, 2), .next(260, 3)])
    XCTAssertEqual(late.events, [.next(260, 3), .next(310, 4), .completed(400)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(250)])
  }

  func testAHotObservableKeepsItsRecordedEventsAsGiven() {
    let scheduler = TestScheduler(initialClock: 0)
    let events: [Recorded<Event<Int>>] = [.next(220, 2), .next(210, 1), .error(230, testError)]
    let xs = scheduler.createHotObservable(events)
    XCTAssertEqual(xs.recordedEvents, events)
    XCTAssertEqual(xs.subscriptions, [])
  }

  func testAHotObservableSentToTheSequenceUnderTestOnlyStillSends() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
    }
    XCTAssertEqual(res.events, [.next(210, 2), .completed(220)])
  }

  func testEventsAtOneTimeReachEachObserverInTheOrderGivenAndObserversInSubscriptionOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(.next(210, 1), .next(210, 2), .completed(210))
    var log: [String] = []
    for name in ["a", "b"] {
      _ = xs.subscribe { event in log.append("\(name) \(event)") }
    }
    scheduler.start()
    XCTAssertEqual(
      log,
      ["a next(1)", "b next(1)", "a next(2)", "b next(2)", "a completed", "b completed"])
  }

  func testDisposingASubscriptionTwiceKeepsTheFirstDisposalTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let hot = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let cold = scheduler.createColdObservable([Recorded<Event<Int>>]())
    var subscriptions: [any Disposable] = []
    scheduler.scheduleAt(200) { subscriptions = [hot.subscribe { _ in }, cold.subscribe { _ in }] }
    for time in [300, 400] {
      scheduler.scheduleAt(time) {
        for subscription in subscriptions { subscription.dispose() }
      }
    }
    scheduler.start()
    XCTAssertEqual(hot.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(cold.subscriptions, [Subscription(200, 300)])
  }

  func testAColdObservableReplaysItsEventsRelativeToEachSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable(.next(10, "a"), .next(20, "b"), .completed(30))
    let first = scheduler.createObserver(String.self)
    let second = scheduler.createObserver(String.self)
    scheduler.scheduleAt(200) { _ = xs.subscribe(first) }
    scheduler.scheduleAt(215) { _ = xs.subscribe(second) }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, "a"), .next(220, "b"), .completed(230)])
    XCTAssertEqual(second.events, [.next(225, "a"), .next(235, "b"), .completed(245)])
    // A cold observable's subscription lasts until it is disposed, not until it completes.
    XCTAssertEqual(xs.subscriptions, [Subscription(200), Subscription(215)])
  }

  func testDisposingAColdSubscriptionCancelsWhatItHasNotSentYet() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable(.next(10, 1), .next(20, 2), .next(30, 3))
    let res = scheduler.start(disposed: 225) { xs }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(scheduler.clock, 225)
  }

  func testAColdErrorIsSentAtItsOffset() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(5, 1), .error(15, testError)])
    let res = scheduler.start { xs }
    XCTAssertEqual(res.events, [.next(205, 1), .error(215, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
  }

  // MARK: - Lifetime: the scheduler holds a hot observable until its events have run

  /// Subscribes `observer` to a hot observable through `map` and keeps nothing, as a helper of a
  /// test ported from RxSwift may; returns the observable weakly, for the test to look at.
  private func subscribeToAHotSource(
    on scheduler: TestScheduler, _ observer: TestableObserver<Int>
  ) -> () -> TestableObservable<Int>? {
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .completed(230), .next(240, 4),
    ])
    _ = xs.map { $0 * 10 }.subscribe(observer)
    return { [weak xs] in xs }
  }

  func testAHotObservableNothingElseHoldsSendsAtItsTimesAndRecordsItsSubscriptions() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int.self)
    let xs = subscribeToAHotSource(on: scheduler, observer)
    var subscriptions: [Subscription]?
    scheduler.scheduleAt(235) { subscriptions = xs()?.subscriptions }
    scheduler.start()
    XCTAssertEqual(
      observer.events, [.next(150, 10), .next(210, 20), .next(220, 30), .completed(230)])
    XCTAssertEqual(subscriptions, [Subscription(0, 230)])
    XCTAssertNil(xs(), "the scheduler lets go of a hot observable once its last event has run")
  }

  func testAHotObservableMadeInsideStartAndSubscribedThroughAnOperatorSends() {
    let scheduler = TestScheduler(initialClock: 0)
    weak var made: TestableObservable<Int>?
    var subscriptions: [Subscription]?
    scheduler.scheduleAt(1005) { subscriptions = made?.subscriptions }
    let res = scheduler.start {
      let xs = scheduler.createHotObservable([
        .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(1010, 5),
      ])
      made = xs
      return xs.filter { $0 % 2 == 0 }
    }
    XCTAssertEqual(res.events, [.next(210, 2), .next(230, 4)])
    XCTAssertEqual(subscriptions, [Subscription(200, 1000)])
    XCTAssertNil(made)
  }

  func testAHotObservableNobodyHoldsSendsToAnObserverSubscribedInsideAScheduledAction() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) {
      _ = scheduler.createHotObservable([.next(210, 1), .completed(220)]).subscribe(observer)
    }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
  }

  func testASchedulerThatIsNeverStartedReleasesTheObservablesItMadeAndTheirObservers() {
    weak var hot: TestableObservable<Int>?
    weak var cold: TestableObservable<Int>?
    weak var observer: TestableObserver<Int>?
    weak var releasedScheduler: TestScheduler?
    do {
      let scheduler = TestScheduler(initialClock: 0)
      let recorder = scheduler.createObserver(Int.self)
      let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
      let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
      _ = xs.subscribe(recorder)
      _ = ys.subscribe(recorder)
      (hot, cold, observer, releasedScheduler) = (xs, ys, recorder, scheduler)
    }
    XCTAssertNil(hot)
    XCTAssertNil(cold)
    XCTAssertNil(observer)
    XCTAssertNil(releasedScheduler)
  }

  func testASchedulerStoppedEarlyReleasesTheObservablesItMadeAndTheirObservers() {
    for stopsItself in [false, true] {
      weak var hot: TestableObservable<Int>?
      weak var cold: TestableObservable<Int>?
      weak var observer: TestableObserver<Int>?
      weak var releasedScheduler: TestScheduler?
      var events: [Recorded<Event<Int>>] = []
      do {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = scheduler.createObserver(Int.self)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 3), .completed(300)])
        let ys = scheduler.createColdObservable([.next(20, 2), .next(80, 4)])
        scheduler.scheduleAt(200) {
          _ = xs.subscribe(recorder)
          _ = ys.subscribe(recorder)
        }
        if stopsItself {
          scheduler.scheduleAt(230) { scheduler.stop() }
          scheduler.start()
        } else {
          scheduler.advanceTo(230)
        }
        events = recorder.events
        (hot, cold, observer, releasedScheduler) = (xs, ys, recorder, scheduler)
      }
      XCTAssertEqual(events, [.next(210, 1), .next(220, 2)], "stops itself: \(stopsItself)")
      XCTAssertNil(hot, "stops itself: \(stopsItself)")
      XCTAssertNil(cold, "stops itself: \(stopsItself)")
      XCTAssertNil(observer, "stops itself: \(stopsItself)")
      XCTAssertNil(releasedScheduler, "stops itself: \(stopsItself)")
    }
  }

  func testASubscriptionDisposedAfterItsSchedulerWasReleasedStaysOpen() {
    var xs: TestableObservable<Int>?
    var subscription: (any Disposable)?
    do {
      let scheduler = TestScheduler(initialClock: 0)
      xs = scheduler.createHotObservable([.next(210, 1)])
      scheduler.advanceTo(200)
      subscription = xs?.subscribe { _ in }
    }
    subscription?.dispose()
    XCTAssertEqual(xs?.subscriptions, [Subscription(200)])
    XCTAssertEqual(xs?.recordedEvents, [.next(210, 1)])
  }
}
