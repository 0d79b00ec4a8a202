import Reactive
import ReactiveTest
import XCTest

final class CatchTests: ReactiveTestCase {
  func testNeverSourceSendsNothingAndNeverCallsTheHandler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    var handlerCalls = 0
    let res = scheduler.start {
      xs.asObservable().catch { _ in
        handlerCalls += 1
        return .just(0)
      }
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(handlerCalls, 0)
  }

  func testEmptySourceCompletesWithoutCallingTheHandler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    let ys = scheduler.createHotObservable([.next(240, 5), .completed(300)])
    let res = scheduler.start { xs.asObservable().catch { _ in ys.asObservable() } }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testValuesPassThroughUntilCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .completed(230),
    ])
    let ys = scheduler.createHotObservable([.next(240, 5), .completed(300)])
    let res = scheduler.start { xs.asObservable().catch { _ in ys.asObservable() } }
    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testErrorSwitchesToTheHandlerSequenceAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .error(230, testError),
    ])
    let ys = scheduler.createHotObservable([
      .next(220, 4), .next(240, 5), .completed(250),
    ])
    var caught: [TestError] = []
    let res = scheduler.start {
      xs.asObservable().catch { error in
        caught.append(error as! TestError)
        return ys.asObservable()
      }
    }
    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(240, 5), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    XCTAssertEqual(caught, [testError])
  }

  func testErrorOfTheHandlerSequenceIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let other = TestError("other")
    let xs = scheduler.createHotObservable([.next(210, 2), .error(230, testError)])
    let ys = scheduler.createHotObservable([.next(240, 5), .error(250, other)])
    let res = scheduler.start { xs.asObservable().catch { _ in ys.asObservable() } }
    XCTAssertEqual(res.events, [.next(210, 2), .next(240, 5), .error(250, other)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
  }

  func testDisposingBeforeTheErrorUnsubscribesTheSourceOnly() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(230, testError)])
    let ys = scheduler.createHotObservable([.next(240, 5), .completed(250)])
    let res = scheduler.start(disposed: 220) { xs.asObservable().catch { _ in ys.asObservable() } }
    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testDisposingAfterTheSwitchUnsubscribesTheHandlerSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(230, testError)])
    let ys = scheduler.createHotObservable([.next(240, 5), .next(250, 6), .completed(260)])
    let res = scheduler.start(disposed: 245) { xs.asObservable().catch { _ in ys.asObservable() } }
    XCTAssertEqual(res.events, [.next(210, 2), .next(240, 5)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(230, 245)])
  }

  func testThrowingHandlerSendsItsErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let other = TestError("other")
    let xs = scheduler.createHotObservable([.next(210, 2), .error(230, testError)])
    let res = scheduler.start {
      xs.asObservable().catch { _ -> Observable<Int> in throw other }
    }
    XCTAssertEqual(res.events, [.next(210, 2), .error(230, other)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testChainedCatchesRecoverOneAfterTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
    let ys = scheduler.createHotObservable([.next(230, 2), .error(240, testError)])
    let zs = scheduler.createHotObservable([.next(250, 3), .completed(260)])
    let res = scheduler.start {
      xs.asObservable()
        .catch { _ in ys.asObservable() }
        .catch { _ in zs.asObservable() }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
    XCTAssertEqual(zs.subscriptions, [Subscription(240, 260)])
  }

  func testSynchronousFailureRecoversSynchronously() {
    var received: [Event<Int>] = []
    _ = Observable<Int>.error(testError)
      .catch { _ in Observable.of(1, 2) }
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
  }

  func testCatchAndReturnEndsWithTheElementInsteadOfTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .error(230, testError),
    ])
    let res = scheduler.start { xs.catchAndReturn(100) }
    XCTAssertEqual(
      res.events, [.next(210, 2), .next(220, 3), .next(230, 100), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testCatchAndReturnOfANeverSourceSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let res = scheduler.start { xs.catchAndReturn(100) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testCatchAndReturnOfACompletingSourceDoesNotAddTheElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
    let res = scheduler.start { xs.catchAndReturn(100) }
    XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testCatchAndReturnDisposedEarlyUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(250, testError)])
    let res = scheduler.start(disposed: 230) { xs.catchAndReturn(100) }
    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testErrorFromAnotherThreadIsRecovered() {
    let recorder = ThreadRecorder<Int>()
    let failing = backgroundSource([.next(1), .error(testError)])
    let subscription = failing.catch { _ in Observable.of(2, 3) }.subscribe(recorder)
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3), .completed])
    subscription.dispose()
  }

  // MARK: catch(sequence:)

  func testCatchSequenceOfNeverSendsNothingAndIsDisposedAtTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let ys = scheduler.createHotObservable([.next(210, 1)])
    let res = scheduler.start {
      Observable.catch(sequence: [xs.asObservable(), ys.asObservable()])
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testCatchSequenceCompletesWithTheFirstSequenceThatCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let ys = scheduler.createHotObservable([.next(240, 2), .completed(250)])
    let res = scheduler.start {
      Observable.catch(sequence: [xs.asObservable(), ys.asObservable()])
    }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testCatchSequenceMovesToTheNextSequenceAtEachError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError("first"))])
    let ys = scheduler.createColdObservable([.next(10, 2), .error(20, TestError("second"))])
    let zs = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let res = scheduler.start {
      Observable.catch(sequence: [xs.asObservable(), ys.asObservable(), zs.asObservable()])
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
    XCTAssertEqual(zs.subscriptions, [Subscription(240, 260)])
  }

  func testCatchSequenceForwardsTheLastErrorWhenEverySequenceFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable(
      [.error(10, TestError("first"))] as [Recorded<Event<Int>>])
    let ys = scheduler.createColdObservable(
      [.error(20, TestError("last"))] as [Recorded<Event<Int>>])
    let res = scheduler.start {
      Observable.catch(sequence: [xs.asObservable(), ys.asObservable()])
    }
    XCTAssertEqual(res.events, [.error(230, TestError("last"))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
  }

  func testCatchSequenceOfNoSequenceCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.catch(sequence: []) }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testCatchSequenceDisposedEarlyUnsubscribesTheCurrentSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.error(10, testError)] as [Recorded<Event<Int>>])
    let ys = scheduler.createColdObservable([.next(10, 2), .next(100, 3), .completed(200)])
    let res = scheduler.start(disposed: 250) {
      Observable.catch(sequence: [xs.asObservable(), ys.asObservable()])
    }
    XCTAssertEqual(res.events, [.next(220, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
  }

  func testCatchSequenceTakesEachSequenceOnlyWhenNeeded() {
    var taken = 0
    let attempts = (0..<3).lazy.map { attempt -> Observable<Int> in
      taken += 1
      return attempt < 1 ? .error(testError) : .just(attempt)
    }
    var received: [Event<Int>] = []
    _ = Observable.catch(sequence: attempts).subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .completed])
    XCTAssertEqual(taken, 2)
  }

  func testCatchSequenceOfManySynchronousFailuresRunsInConstantStackDepth() {
    let failures = repeatElement(Observable<Int>.error(testError), count: 100_000)
    var received: [Event<Int>] = []
    _ = Observable.catch(sequence: failures).subscribe { received.append($0) }
    XCTAssertEqual(received, [.error(testError)])
  }
}
