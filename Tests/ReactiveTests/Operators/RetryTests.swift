import Reactive
import ReactiveTest
import XCTest

final class RetryTests: ReactiveTestCase {
  func testNeverEndingSourceStaysSubscribed() {
    assertMarbles { m in
      let xs = m.cold("          ----------1----2----3")
      m.expect("                 ----------1----2----3") { xs.asObservable().retry() }
      m.expectSubscriptions(xs, "^-------------------- @1000 !")
    }
  }

  func testEmptySourceCompletes() {
    assertMarbles { m in
      let xs = m.cold("          -----|")
      m.expect("                 -----|") { xs.asObservable().retry() }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testCompletingSourceIsNotResubscribed() {
    assertMarbles { m in
      let xs = m.cold("          ----------1----2----3----|")
      m.expect("                 ----------1----2----3----|") { xs.asObservable().retry() }
      m.expectSubscriptions(xs, "^------------------------!")
    }
  }

  func testFailingSourceIsResubscribedAtEachErrorUntilDisposed() {
    assertMarbles(disposed: 1100) { m in
      let xs = m.cold(
        "----------1----2----3----#")
      m.expect(
        "----------1----2----3--------------1----2----3--------------1----2----3--------------1"
      ) {
        xs.asObservable().retry()
      }
      m.expectSubscriptions(
        xs,
        "^------------------------!",
        "-------------------------^------------------------!",
        "--------------------------------------------------^------------------------!",
        "---------------------------------------------------------------------------^--------------!"
      )
    }
  }

  func testDisposingEarlyUnsubscribesTheCurrentAttempt() {
    assertMarbles(ticksPerFrame: 1, disposed: 233) { m in
      let xs = m.cold(
        "-----1----#")
      m.expect(
        "-----1---------1---------1"
      ) {
        xs.asObservable().retry()
      }
      m.expectSubscriptions(
        xs,
        "^---------!",
        "----------^---------!",
        "--------------------^---------!",
        "------------------------------^--!")
    }
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
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.cold(
        "-123#")
      m.expect(
        "-123-123-123#"
      ) {
        xs.asObservable().retry(3)
      }
      m.expectSubscriptions(
        xs,
        "^---!",
        "----^---!",
        "--------^---!")
    }
  }

  func testCountOfOneDoesNotRetry() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.cold("          -1--#")
      m.expect("                 -1--#") { xs.asObservable().retry(1) }
      m.expectSubscriptions(xs, "^---!")
    }
  }

  func testCountOfZeroCompletesWithoutSubscribing() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.cold("-1--#")
      m.expect("       |") { xs.asObservable().retry(0) }
      m.expectSubscriptions(xs)
    }
  }

  func testCountedRetryOfACompletingSourceCompletes() {
    assertMarbles { m in
      let xs = m.cold("          ----------1----2----3----|")
      m.expect("                 ----------1----2----3----|") { xs.asObservable().retry(3) }
      m.expectSubscriptions(xs, "^------------------------!")
    }
  }

  func testCountedRetryOfANeverEndingSourceSendsItsElements() {
    assertMarbles { m in
      let xs = m.cold("          ----------1")
      m.expect("                 ----------1") { xs.asObservable().retry(3) }
      m.expectSubscriptions(xs, "^---------- @1000 !")
    }
  }

  func testCountedRetryDisposedEarlyUnsubscribesTheCurrentAttempt() {
    assertMarbles(ticksPerFrame: 1, disposed: 231) { m in
      let xs = m.cold(
        "-----1----2----3----#")
      m.expect(
        "-----1----2----3---------1----2"
      ) {
        xs.asObservable().retry(3)
      }
      m.expectSubscriptions(
        xs,
        "^-------------------!",
        "--------------------^----------!")
    }
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
