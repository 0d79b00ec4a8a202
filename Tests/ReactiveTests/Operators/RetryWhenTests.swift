import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

final class RetryWhenTests: ReactiveTestCase {
  private struct OtherError: Error {}

  func testNeverSourceSendsNothingAndKeepsTheTriggersSubscribed() {
    assertMarbles { m in
      let xs = m.hot("                 1----^")
      let triggers = m.hot("           0----^----0")
      m.expect("                            -") {
        xs.asObservable().retry { (_: Observable<TestError>) in triggers }
      }
      m.expectSubscriptions(xs, "           ^----- @1000 !")
      m.expectSubscriptions(triggers, "     ^----- @1000 !")
    }
  }

  func testEmptySourceCompletesAndUnsubscribesTheTriggers() {
    assertMarbles { m in
      let xs = m.hot("                 1----^----|")
      let triggers = m.hot("                ^-0")
      m.expect("                            -----|") {
        xs.asObservable().retry { (_: Observable<TestError>) in triggers }
      }
      m.expectSubscriptions(xs, "           ^----!")
      m.expectSubscriptions(triggers, "     ^----!")
    }
  }

  func testValuesPassThroughAndTriggersWithoutAnErrorAreIgnored() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("                 ^-1-2-3-|")
      let triggers = m.hot("           ^--0-0")
      m.expect("                       --1-2-3-|") {
        xs.asObservable().retry { (_: Observable<TestError>) in triggers }
      }
      m.expectSubscriptions(xs, "      ^-------!")
      m.expectSubscriptions(triggers, "^-------!")
    }
  }

  func testErrorWaitsForTheNextTriggerAndCompletionOfTheTriggersEndsTheWait() {
    assertMarbles { m in
      let xs = m.cold(
        "-12#")
      let triggers = m.hot(
        "^-0---0---0---------|")
      m.expect(
        "-12----12--12-------|"
      ) {
        xs.asObservable().retry { (_: Observable<TestError>) in triggers }
      }
      m.expectSubscriptions(
        xs,
        "^--!",
        "------^--!",
        "----------^--!")
      m.expectSubscriptions(
        triggers,
        "^-------------------!")
    }
  }

  func testHandlerReceivesTheErrorsAndRetriesAtOnceWhenItMapsThem() {
    var seen: [TestError] = []
    assertMarbles(disposed: 300) { m in
      let xs = m.cold(
        "-12#")
      m.expect(
        "-12-12-12"
      ) {
        xs.asObservable().retry { (errors: Observable<TestError>) in
          errors.map { seen.append($0) }
        }
      }
      m.expectSubscriptions(
        xs,
        "^--!",
        "---^--!",
        "------^--!",
        "---------^!")
    }
    XCTAssertEqual(seen, [testError, testError, testError])
  }

  func testThrowingInTheHandlerSequenceSendsTheErrorAndUnsubscribes() {
    let giveUp = TestError("give up")
    var failures = 0
    assertMarbles(disposed: 300) { m in
      let xs = m.cold(
        "-12#")
      m.expect(
        "-12-12#", error: giveUp
      ) {
        xs.asObservable().retry { (errors: Observable<TestError>) in
          errors.map { _ in
            failures += 1
            if failures == 2 { throw giveUp }
          }
        }
      }
      m.expectSubscriptions(
        xs,
        "^--!",
        "---^--!")
    }
  }

  func testErrorOfTheTriggersWhileAnErrorWaitsIsSent() {
    let giveUp = TestError("give up")
    assertMarbles { m in
      let xs = m.cold("                -1-#")
      let triggers = m.hot("           ^----#", error: giveUp)
      m.expect("                       -1---#", error: giveUp) {
        xs.asObservable().retry { (_: Observable<TestError>) in triggers }
      }
      m.expectSubscriptions(xs, "      ^--!")
      m.expectSubscriptions(triggers, "^----!")
    }
  }

  func testTriggersThatEndEarlyEndTheSequenceAtTheNextError() {
    assertMarbles { m in
      let xs = m.cold("                --1--#")
      let triggers = m.hot("           ^|")
      m.expect("                       --1--|") {
        xs.asObservable().retry { (_: Observable<TestError>) in triggers }
      }
      m.expectSubscriptions(xs, "      ^----!")
      m.expectSubscriptions(triggers, "^!")
    }
  }

  func testTriggersThatFailEarlyFailTheSequenceAtTheNextError() {
    let giveUp = TestError("give up")
    assertMarbles { m in
      let xs = m.cold("                --1--#")
      let triggers = m.hot("           ^#", error: giveUp)
      m.expect("                       --1--#", error: giveUp) {
        xs.asObservable().retry { (_: Observable<TestError>) in triggers }
      }
      m.expectSubscriptions(xs, "      ^----!")
      m.expectSubscriptions(triggers, "^!")
    }
  }

  func testTriggersThatEndEarlyDoNotStopASourceThatCompletes() {
    assertMarbles { m in
      let xs = m.cold("                --1--|")
      let triggers = m.hot("           ^|")
      m.expect("                       --1--|") {
        xs.asObservable().retry { (_: Observable<TestError>) in triggers }
      }
      m.expectSubscriptions(xs, "      ^----!")
      m.expectSubscriptions(triggers, "^!")
    }
  }

  func testErrorOfAnotherTypeIsSentAtOnce() {
    assertMarbles { m in
      let xs = m.cold("                -1-#")
      let triggers = m.hot("           ^---0")
      m.expect("                       -1-#") {
        xs.asObservable().retry { (_: Observable<OtherError>) in triggers }
      }
      m.expectSubscriptions(xs, "      ^--!")
      m.expectSubscriptions(triggers, "^--!")
    }
  }

  func testDisposingWhileAnErrorWaitsUnsubscribesTheTriggers() {
    assertMarbles(disposed: 250) { m in
      let xs = m.cold("                -1-#")
      let triggers = m.hot("           ^---------0")
      m.expect("                       -1") {
        xs.asObservable().retry { (_: Observable<TestError>) in triggers }
      }
      m.expectSubscriptions(xs, "      ^--!")
      m.expectSubscriptions(triggers, "^----!")
    }
  }

  func testUntypedHandlerRetriesErrorsOfAnyType() {
    var retries = 0
    assertMarbles(disposed: 250) { m in
      let xs = m.cold(
        "-1#", error: OtherError())
      m.expect(
        "-1-1"
      ) {
        xs.asObservable().retry { errors in
          errors.map { error -> Void in
            XCTAssertTrue(error is OtherError)
            retries += 1
          }
        }
      }
      m.expectSubscriptions(
        xs,
        "^-!",
        "--^-!",
        "----^!")
    }
    XCTAssertEqual(retries, 2)
  }

  func testIncrementalBackOffWithTimers() {
    let maxAttempts = 4
    assertMarbles(ticksPerFrame: 5, disposed: 800) { m in
      let xs = m.cold(
        "-1#")
      m.expect(
        "-1-----------1---------------------1-------------------------------1#"
      ) {
        xs.asObservable().retry { (errors: Observable<Swift.Error>) in
          Observable<Int>.create { observer in
            var attempt = 0
            let timers = CompositeDisposable()
            let errorsSubscription = errors.subscribe(
              onNext: { error in
                attempt += 1
                if attempt >= maxAttempts {
                  observer.onError(error)
                  return
                }
                let delay = Observable<Int>.timer(.seconds(attempt * 50), scheduler: m.scheduler)
                _ = timers.insert(delay.subscribe(onNext: { observer.onNext($0) }))
              })
            return Disposables.create(errorsSubscription, timers)
          }
        }
      }
      m.expectSubscriptions(
        xs,
        "^-!",
        "------------^-!",
        "----------------------------------^-!",
        "------------------------------------------------------------------^-!")
    }
  }

  func testSynchronousFailuresRetriedSynchronouslyDoNotGrowTheStack() {
    var subscriptions = 0
    let flaky = Observable<Int>.deferred {
      subscriptions += 1
      return subscriptions < 100_000 ? .error(testError) : .of(1, 2)
    }
    var received: [Event<Int>] = []
    _ = flaky.retry { errors in errors.map { _ in () } }.subscribe { received.append($0) }
    XCTAssertEqual(subscriptions, 100_000)
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
  }

  func testTriggersFromATimerOnAnotherThreadRetryASourceFailingOnAnotherThread() {
    var attempt = 0
    let source = Observable<Int>.deferred {
      attempt += 1
      return attempt < 3
        ? backgroundSource([.next(attempt), .error(testError)])
        : backgroundSource([.next(attempt), .completed])
    }
    let recorder = ThreadRecorder<Int>()
    let subscription =
      source
      .retry { errors in errors.delay(.milliseconds(10), scheduler: backgroundScheduler) }
      .subscribe(recorder)
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3), .completed])
    subscription.dispose()
  }

  func testErrorTheObserverSendsBackIsRetriedNestedAndElementsSentBackAreForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    var attempts: [PublishSubject<Int>] = []
    let source = Observable<Int>.deferred {
      let attempt = PublishSubject<Int>()
      attempts.append(attempt)
      return attempt.asObservable()
    }
    let res = scheduler.createObserver(Int.self)
    var subscription: (any Disposable)?
    scheduler.scheduleAt(200) {
      subscription = source.retry { (errors: Observable<TestError>) in errors.map { _ in () } }
        .subscribe { event in
          res.on(event)
          switch event.element {
          case 1: attempts.last?.onError(testError)
          case 2: attempts.last?.onNext(3)
          default: break
          }
        }
    }
    scheduler.scheduleAt(210) { attempts.last?.onNext(1) }
    scheduler.scheduleAt(220) { attempts.last?.onNext(2) }
    scheduler.scheduleAt(230) { attempts.last?.onCompleted() }
    scheduler.scheduleAt(1000) { subscription?.dispose() }
    scheduler.start()
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(220, 3), .completed(230)])
    XCTAssertEqual(attempts.count, 2)
    XCTAssertEqual(attempts.map(\.hasObservers), [false, false])
  }

  func testRetryingARaceAgainstADeadlineWithWaitsOnOtherThreadsEndsAfterEveryAttempt() {
    // A request raced against its deadline and retried after waits, as an HTTP client does:
    // each attempt fails on a queue's thread while the wait before it ended on another, and is
    // resubscribed from inside the delivery of that wait.
    let background = ConcurrentDispatchQueueScheduler(qos: .default)
    let attempts = LockedValue(0)
    let retries = isSanitized ? 100 : 500
    let request = Observable<Int>.deferred {
      attempts.withLock { $0 += 1 }
      return Observable<Int>.error(testError).subscribe(on: background)
    }
    let deadline = Observable<Int>.timer(.seconds(60), scheduler: background)
    let ended = DispatchSemaphore(value: 0)
    let received = LockedValue<[Event<Int>]>([])
    let subscription = request.amb(deadline)
      .retry { (errors: Observable<TestError>) in
        errors.enumerated().flatMap { index, error -> Observable<Int> in
          index < retries ? .timer(.milliseconds(0), scheduler: background) : .error(error)
        }
      }
      .subscribe { event in
        received.withLock { $0.append(event) }
        ended.signal()
      }
    XCTAssertEqual(ended.wait(timeout: .now() + 60), .success)
    XCTAssertEqual(received.value, [.error(testError)])
    XCTAssertEqual(attempts.value, retries + 1)
    subscription.dispose()
  }
}
