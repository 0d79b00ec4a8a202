import Reactive
import ReactiveTest
import XCTest

final class ThrottleTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourceCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
    let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testElementsFarEnoughApartAllPass() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(240, 2), .next(270, 3), .next(300, 4), .completed(400),
    ])
    let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(
      res.events, [.next(210, 1), .next(240, 2), .next(270, 3), .next(300, 4), .completed(400)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
  }

  func testLatestElementOfEachWindowIsSentWhenTheWindowEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .next(225, 3), .next(255, 4), .next(270, 5), .completed(300),
    ])
    let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(
      res.events,
      [.next(210, 1), .next(230, 3), .next(255, 4), .next(275, 5), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testWithoutLatestElementsInsideAWindowAreDropped() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .next(225, 3), .next(255, 4), .next(270, 5), .completed(300),
    ])
    let res = scheduler.start { xs.throttle(.seconds(20), latest: false, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(255, 4), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testWindowEndingWithTheLatestElementOpensTheNextWindow() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(240, 3), .next(245, 4), .completed(300),
    ])
    let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 4), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testElementArrivingAsTheWindowEndsIsSentAndReplacesThePendingOne() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(240, 3), .next(250, 4), .completed(300),
    ])
    let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 4), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testCompletionWaitsForThePendingElementAtTheEndOfTheWindow() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
    let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testErrorDropsThePendingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .error(220, testError)])
    let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testDisposingEarlyDropsThePendingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
    let res = scheduler.start(disposed: 225) { xs.throttle(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
  }

  func testBurstOnADispatchSchedulerSendsTheFirstAtOnceAndTheLastAtTheEndOfTheWindow() {
    let subject = PublishSubject<Int>()
    let recorder = ThreadRecorder<Int>()
    let subscription = subject.throttle(.milliseconds(100), scheduler: backgroundScheduler)
      .subscribe(recorder)
    subject.onNext(1)
    XCTAssertEqual(recorder.events, [.next(1)])
    subject.onNext(2)
    subject.onNext(3)
    subject.onCompleted()
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(1), .next(3), .completed])
    subscription.dispose()
  }

  func testElementTheObserverSendsBackIsJudgedByThePreviousWindow() {
    assertFeedbackLoop(
      input: [.next(210, 1), .completed(400)],
      sends: [.next(210, 1), .next(210, 2), .next(210, 3), .completed(400)],
      { source, scheduler in source.throttle(.seconds(20), scheduler: scheduler) },
      feedback: { $0 < 3 ? $0 + 1 : nil })
  }

  func testElementTheObserverSendsBackAtTheEndOfAWindowIsSentAtOnce() {
    assertFeedbackLoop(
      input: [.next(210, 1), .next(220, 5), .next(240, 7), .completed(400)],
      sends: [
        .next(210, 1), .next(210, 2), .next(230, 5), .next(230, 6), .next(250, 7), .completed(400),
      ],
      { source, scheduler in source.throttle(.seconds(20), scheduler: scheduler) },
      feedback: { $0 == 1 || $0 == 5 ? $0 + 1 : nil })
  }

  func testElementTheObserverSendsBackIsSentAtOnceWithoutLatestToo() {
    assertFeedbackLoop(
      input: [.next(210, 1), .next(240, 5), .completed(400)],
      sends: [.next(210, 1), .next(210, 2), .next(210, 3), .next(240, 5), .completed(400)],
      { source, scheduler in source.throttle(.seconds(20), latest: false, scheduler: scheduler) },
      feedback: { $0 < 3 ? $0 + 1 : nil })
  }
}
