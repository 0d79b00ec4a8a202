import Reactive
import ReactiveTest
import XCTest

final class TakeForDurationTests: ReactiveTestCase {
  func testNeverSourceCompletesAfterTheDuration() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testEmptySourceCompletesFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(230)])
    let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testElementsInsideTheDurationPassAndTheClockCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
  }

  func testElementArrivingWithTheEndOfTheDurationPasses() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .completed(240)])
    let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2), .completed(225)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
  }

  func testZeroDurationCompletesOnTheNextTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let res = scheduler.start { xs.take(for: .seconds(0), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(201)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
  }

  func testErrorInsideTheDurationIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
    let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testDisposingEarlyUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start(disposed: 215) { xs.take(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
  }

  func testCompletesFromADispatchSchedulerWhileTheSourceSends() {
    let subject = PublishSubject<Int>()
    let recorder = ThreadRecorder<Int>()
    let subscription = subject.take(for: .milliseconds(30), scheduler: backgroundScheduler)
      .subscribe(recorder)
    subject.onNext(1)
    XCTAssertTrue(recorder.waitForTermination())
    subject.onNext(2)
    XCTAssertEqual(recorder.events, [.next(1), .completed])
    XCTAssertFalse(subject.hasObservers)
    subscription.dispose()
  }

  func testElementsTheObserverSendsBackAreForwardedNested() {
    assertFeedbackLoop(
      input: [.next(210, 1), .next(220, 10)],
      sends: [.next(210, 1), .next(210, 2), .next(210, 3), .next(220, 10), .completed(225)],
      { source, scheduler in source.take(for: .seconds(25), scheduler: scheduler) },
      feedback: { $0 < 3 ? $0 + 1 : nil })
  }
}
