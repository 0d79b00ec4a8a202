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
}
