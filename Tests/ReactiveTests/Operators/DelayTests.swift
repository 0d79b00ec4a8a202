import Reactive
import ReactiveTest
import XCTest

final class DelayTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourceCompletesLaterButIsUnsubscribedAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(350)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testElementsAndCompletionAreShiftedByTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
    ])
    let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(
      res.events, [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
  }

  func testCloseElementsKeepTheirSpacing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
    ])
    let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(
      res.events, [.next(300, 2), .next(400, 3), .next(500, 4), .completed(600)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
  }

  func testEventsWaitingTogetherAreSentOneAfterTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(216)])
    let res = scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(230, 1), .next(235, 2), .completed(236)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 216)])
  }

  func testErrorIsSentAtOnceAndDropsTheWaitingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(250, 2), .next(265, 3), .error(270, testError),
    ])
    let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(260, 1), .error(270, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
  }

  func testDisposingEarlyDropsTheWaitingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
    let res = scheduler.start(disposed: 255) { xs.delay(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(240, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 255)])
  }

  func testElementsArriveInOrderFromADispatchScheduler() {
    let recorder = ThreadRecorder<Int>()
    let subscription = Observable.of(1, 2, 3)
      .delay(.milliseconds(20), scheduler: backgroundScheduler)
      .subscribe(recorder)
    XCTAssertEqual(recorder.events, [])
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3), .completed])
    XCTAssertTrue(recorder.deliveredOffTheMainThread)
    subscription.dispose()
  }

  func testElementTheObserverSendsBackIsDelayedInTurn() {
    assertFeedbackLoop(
      input: [.next(210, 1), .completed(400)],
      sends: [.next(220, 1), .next(230, 2), .next(240, 3), .completed(410)],
      { source, scheduler in source.delay(.seconds(10), scheduler: scheduler) },
      feedback: { $0 < 3 ? $0 + 1 : nil })
  }

  func testErrorTheObserverCausesFromInsideOnNextIsSentAfterThatOnNextReturns() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = PublishSubject<Int>()
    scheduler.scheduleAt(210) { source.onNext(1) }
    let res = scheduler.start {
      source.delay(.seconds(10), scheduler: scheduler)
        .do(onNext: { _ in source.onError(testError) })
    }
    XCTAssertEqual(res.events, [.next(220, 1), .error(220, testError)])
  }

  func testCompletionTheObserverCausesFromInsideOnNextIsDelayedInTurn() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = PublishSubject<Int>()
    scheduler.scheduleAt(210) { source.onNext(1) }
    let res = scheduler.start {
      source.delay(.seconds(10), scheduler: scheduler)
        .do(onNext: { _ in source.onCompleted() })
    }
    XCTAssertEqual(res.events, [.next(220, 1), .completed(230)])
  }

  // MARK: - Real threads

  func testErrorSentFromAnotherThreadDuringASlowOnNextIsDeliveredRightAfterIt() {
    let source = PublishSubject<Int>()
    let recorder = ThreadRecorder<Int>()
    let senderReturned = LockedValue<[Bool]>()
    let subscription = source.delay(.milliseconds(1), scheduler: backgroundScheduler)
      .do(onNext: { _ in
        senderReturned.append(returnsWhileTheCallerWaits { source.onError(testError) })
      })
      .subscribe(recorder)
    source.onNext(1)
    XCTAssertTrue(recorder.waitForTermination(timeout: 15))
    XCTAssertEqual(senderReturned.value, [true], "the sender waited for the delivery")
    XCTAssertEqual(recorder.events, [.next(1), .error(testError)])
    subscription.dispose()
  }

  func testCompletionSentFromAnotherThreadDuringASlowOnNextIsDelayedInTurn() {
    let source = PublishSubject<Int>()
    let recorder = ThreadRecorder<Int>()
    let senderReturned = LockedValue<[Bool]>()
    let subscription = source.delay(.milliseconds(1), scheduler: backgroundScheduler)
      .do(onNext: { _ in
        senderReturned.append(returnsWhileTheCallerWaits { source.onCompleted() })
      })
      .subscribe(recorder)
    source.onNext(1)
    XCTAssertTrue(recorder.waitForTermination(timeout: 15))
    XCTAssertEqual(senderReturned.value, [true], "the sender waited for the delivery")
    XCTAssertEqual(recorder.events, [.next(1), .completed])
    subscription.dispose()
  }
}
