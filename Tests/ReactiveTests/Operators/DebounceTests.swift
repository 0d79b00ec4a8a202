import Reactive
import ReactiveTest
import XCTest

final class DebounceTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourceCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
    let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testElementsFollowedByAQuietTimeAreSentWhenItEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(250, 2), .next(280, 3), .next(300, 4), .next(400, 5), .next(410, 6),
      .completed(500),
    ])
    let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(270, 2), .next(320, 4), .next(430, 6), .completed(500)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
  }

  func testBurstSendsOnlyItsLastElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(250, 3), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testCompletionSendsThePendingElementFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
    let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(220, 2), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testErrorDropsThePendingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(240, 2), .error(250, testError),
    ])
    let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(230, 1), .error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDisposingEarlyDropsThePendingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
    let res = scheduler.start(disposed: 250) { xs.debounce(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(230, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testZeroDueTimeSendsEachElementOnTheNextTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.debounce(.seconds(0), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testBurstOnADispatchSchedulerSendsItsLastElementFromTheScheduler() {
    let subject = PublishSubject<Int>()
    let recorder = ThreadRecorder<Int>()
    let subscription = subject.debounce(.milliseconds(50), scheduler: backgroundScheduler)
      .subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    XCTAssertTrue(recorder.wait { $0 == [.next(3)] })
    XCTAssertTrue(recorder.deliveredOffTheMainThread)
    subject.onNext(4)
    subject.onCompleted()
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(3), .next(4), .completed])
    subscription.dispose()
  }

  func testElementTheObserverSendsBackIsDebouncedAfresh() {
    assertFeedbackLoop(
      input: [.next(210, 1), .completed(400)],
      sends: [.next(230, 1), .next(250, 2), .next(270, 3), .completed(400)],
      { source, scheduler in source.debounce(.seconds(20), scheduler: scheduler) },
      feedback: { $0 < 3 ? $0 + 1 : nil })
  }
}
