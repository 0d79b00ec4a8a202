import Reactive
import ReactiveTest
import XCTest

final class RetryTests: ReactiveTestCase {
  func testNeverEndingSourceStaysSubscribed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3)])
    let res = scheduler.start { xs.asObservable().retry() }
    XCTAssertEqual(res.events, [.next(300, 1), .next(350, 2), .next(400, 3)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([Recorded<Event<Int>>.completed(50)])
    let res = scheduler.start { xs.asObservable().retry() }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testCompletingSourceIsNotResubscribed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(100, 1), .next(150, 2), .next(200, 3), .completed(250),
    ])
    let res = scheduler.start { xs.asObservable().retry() }
    XCTAssertEqual(
      res.events, [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
  }

  func testFailingSourceIsResubscribedAtEachErrorUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(100, 1), .next(150, 2), .next(200, 3), .error(250, testError),
    ])
    let res = scheduler.start(disposed: 1100) { xs.asObservable().retry() }
    XCTAssertEqual(
      res.events,
      [
        .next(300, 1), .next(350, 2), .next(400, 3),
        .next(550, 1), .next(600, 2), .next(650, 3),
        .next(800, 1), .next(850, 2), .next(900, 3),
        .next(1050, 1),
      ])
    XCTAssertEqual(
      xs.subscriptions,
      [
        Subscription(200, 450), Subscription(450, 700), Subscription(700, 950),
        Subscription(950, 1100),
      ])
  }

  func testDisposingEarlyUnsubscribesTheCurrentAttempt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(5, 1), .error(10, testError)])
    let res = scheduler.start(disposed: 233) { xs.asObservable().retry() }
    XCTAssertEqual(res.events, [.next(205, 1), .next(215, 1), .next(225, 1)])
    XCTAssertEqual(
      xs.subscriptions,
      [
        Subscription(200, 210), Subscription(210, 220), Subscription(220, 230),
        Subscription(230, 233),
      ])
  }

  func testFailedAttemptsAreReleasedBeforeTheNextOne() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(5, 1), .error(10, testError)])
    var liveDuringTheFifthAttempt: Int32 = 0
    let before = Resources.total
    scheduler.scheduleAt(245) { liveDuringTheFifthAttempt = Resources.total - before }
    _ = scheduler.start(disposed: 300) { xs.asObservable().retry() }
    // The subscription and its current attempt, whatever the number of attempts before.
    XCTAssertEqual(liveDuringTheFifthAttempt, 2)
  }

  func testCountLimitsTheAttemptsAndForwardsTheLastError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(5, 1), .next(10, 2), .next(15, 3), .error(20, testError),
    ])
    let res = scheduler.start { xs.asObservable().retry(3) }
    XCTAssertEqual(
      res.events,
      [
        .next(205, 1), .next(210, 2), .next(215, 3),
        .next(225, 1), .next(230, 2), .next(235, 3),
        .next(245, 1), .next(250, 2), .next(255, 3),
        .error(260, testError),
      ])
    XCTAssertEqual(
      xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
  }

  func testCountOfOneDoesNotRetry() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(5, 1), .error(20, testError)])
    let res = scheduler.start { xs.asObservable().retry(1) }
    XCTAssertEqual(res.events, [.next(205, 1), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testCountOfZeroCompletesWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(5, 1), .error(20, testError)])
    let res = scheduler.start { xs.asObservable().retry(0) }
    XCTAssertEqual(res.events, [.completed(200)])
    XCTAssertEqual(xs.subscriptions, [])
  }

  func testCountedRetryOfACompletingSourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(100, 1), .next(150, 2), .next(200, 3), .completed(250),
    ])
    let res = scheduler.start { xs.asObservable().retry(3) }
    XCTAssertEqual(
      res.events, [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
  }

  func testCountedRetryOfANeverEndingSourceSendsItsElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(100, 1)])
    let res = scheduler.start { xs.asObservable().retry(3) }
    XCTAssertEqual(res.events, [.next(300, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testCountedRetryDisposedEarlyUnsubscribesTheCurrentAttempt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(5, 1), .next(10, 2), .next(15, 3), .error(20, testError),
    ])
    let res = scheduler.start(disposed: 231) { xs.asObservable().retry(3) }
    XCTAssertEqual(
      res.events,
      [.next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 231)])
  }

  func testSynchronousFailuresAreRetriedWithoutGrowingTheStack() {
    var subscriptions = 0
    let failing = Observable<Int>.deferred {
      subscriptions += 1
      return .error(testError)
    }
    var received: [Event<Int>] = []
    _ = failing.retry(100_000).subscribe { received.append($0) }
    XCTAssertEqual(subscriptions, 100_000)
    XCTAssertEqual(received, [.error(testError)])
  }

  func testEndlessRetryOfASynchronousSourceEndsWhenItSucceeds() {
    var subscriptions = 0
    let flaky = Observable<Int>.deferred {
      subscriptions += 1
      return subscriptions < 100_000 ? .error(testError) : .of(1, 2)
    }
    var received: [Event<Int>] = []
    _ = flaky.retry().subscribe { received.append($0) }
    XCTAssertEqual(subscriptions, 100_000)
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
  }

  func testSourceFailingOnOtherThreadsIsRetriedInOrder() {
    var attempt = 0
    let source = Observable<Int>.deferred {
      attempt += 1
      return backgroundSource([.next(attempt), .error(testError)])
    }
    let recorder = ThreadRecorder<Int>()
    let subscription = source.retry(5).subscribe(recorder)
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(
      recorder.events, [.next(1), .next(2), .next(3), .next(4), .next(5), .error(testError)])
    XCTAssertTrue(recorder.deliveredOffTheMainThread)
    subscription.dispose()
  }
}
