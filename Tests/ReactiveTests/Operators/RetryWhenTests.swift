import Reactive
import ReactiveTest
import XCTest

final class RetryWhenTests: ReactiveTestCase {
  private struct OtherError: Error {}

  func testNeverSourceSendsNothingAndKeepsTheTriggersSubscribed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let triggers = scheduler.createHotObservable([.next(150, 0), .next(250, 0)])
    let res = scheduler.start {
      xs.asObservable().retry { (_: Observable<TestError>) in triggers }
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(triggers.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourceCompletesAndUnsubscribesTheTriggers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    let triggers = scheduler.createHotObservable([.next(220, 0)])
    let res = scheduler.start {
      xs.asObservable().retry { (_: Observable<TestError>) in triggers }
    }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(triggers.subscriptions, [Subscription(200, 250)])
  }

  func testValuesPassThroughAndTriggersWithoutAnErrorAreIgnored() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    let triggers = scheduler.createHotObservable([.next(215, 0), .next(225, 0)])
    let res = scheduler.start {
      xs.asObservable().retry { (_: Observable<TestError>) in triggers }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(triggers.subscriptions, [Subscription(200, 240)])
  }

  func testErrorWaitsForTheNextTriggerAndCompletionOfTheTriggersEndsTheWait() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, testError)])
    let triggers = scheduler.createHotObservable([
      .next(220, 0), .next(260, 0), .next(300, 0), .completed(400),
    ])
    let res = scheduler.start {
      xs.asObservable().retry { (_: Observable<TestError>) in triggers }
    }
    XCTAssertEqual(
      res.events,
      [
        .next(210, 1), .next(220, 2),
        .next(270, 1), .next(280, 2),
        .next(310, 1), .next(320, 2),
        .completed(400),
      ])
    XCTAssertEqual(
      xs.subscriptions, [Subscription(200, 230), Subscription(260, 290), Subscription(300, 330)])
    XCTAssertEqual(triggers.subscriptions, [Subscription(200, 400)])
  }

  func testHandlerReceivesTheErrorsAndRetriesAtOnceWhenItMapsThem() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, testError)])
    var seen: [TestError] = []
    let res = scheduler.start(disposed: 300) {
      xs.asObservable().retry { (errors: Observable<TestError>) in
        errors.map { seen.append($0) }
      }
    }
    XCTAssertEqual(
      res.events,
      [
        .next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .next(270, 1), .next(280, 2),
      ])
    XCTAssertEqual(
      xs.subscriptions,
      [
        Subscription(200, 230), Subscription(230, 260), Subscription(260, 290),
        Subscription(290, 300),
      ])
    XCTAssertEqual(seen, [testError, testError, testError])
  }

  func testThrowingInTheHandlerSequenceSendsTheErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let giveUp = TestError("give up")
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, testError)])
    var failures = 0
    let res = scheduler.start(disposed: 300) {
      xs.asObservable().retry { (errors: Observable<TestError>) in
        errors.map { _ in
          failures += 1
          if failures == 2 { throw giveUp }
        }
      }
    }
    XCTAssertEqual(
      res.events, [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .error(260, giveUp)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
  }

  func testErrorOfTheTriggersWhileAnErrorWaitsIsSent() {
    let scheduler = TestScheduler(initialClock: 0)
    let giveUp = TestError("give up")
    let xs = scheduler.createColdObservable([.next(10, 1), .error(30, testError)])
    let triggers = scheduler.createHotObservable([Recorded<Event<Int>>.error(250, giveUp)])
    let res = scheduler.start {
      xs.asObservable().retry { (_: Observable<TestError>) in triggers }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(250, giveUp)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(triggers.subscriptions, [Subscription(200, 250)])
  }

  func testTriggersThatEndEarlyEndTheSequenceAtTheNextError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(20, 1), .error(50, testError)])
    let triggers = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
    let res = scheduler.start {
      xs.asObservable().retry { (_: Observable<TestError>) in triggers }
    }
    XCTAssertEqual(res.events, [.next(220, 1), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(triggers.subscriptions, [Subscription(200, 210)])
  }

  func testTriggersThatFailEarlyFailTheSequenceAtTheNextError() {
    let scheduler = TestScheduler(initialClock: 0)
    let giveUp = TestError("give up")
    let xs = scheduler.createColdObservable([.next(20, 1), .error(50, testError)])
    let triggers = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, giveUp)])
    let res = scheduler.start {
      xs.asObservable().retry { (_: Observable<TestError>) in triggers }
    }
    XCTAssertEqual(res.events, [.next(220, 1), .error(250, giveUp)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(triggers.subscriptions, [Subscription(200, 210)])
  }

  func testTriggersThatEndEarlyDoNotStopASourceThatCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(20, 1), .completed(50)])
    let triggers = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
    let res = scheduler.start {
      xs.asObservable().retry { (_: Observable<TestError>) in triggers }
    }
    XCTAssertEqual(res.events, [.next(220, 1), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(triggers.subscriptions, [Subscription(200, 210)])
  }

  func testErrorOfAnotherTypeIsSentAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(30, testError)])
    let triggers = scheduler.createHotObservable([.next(240, 0)])
    let res = scheduler.start {
      xs.asObservable().retry { (_: Observable<OtherError>) in triggers }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(triggers.subscriptions, [Subscription(200, 230)])
  }

  func testDisposingWhileAnErrorWaitsUnsubscribesTheTriggers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(30, testError)])
    let triggers = scheduler.createHotObservable([.next(300, 0)])
    let res = scheduler.start(disposed: 250) {
      xs.asObservable().retry { (_: Observable<TestError>) in triggers }
    }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(triggers.subscriptions, [Subscription(200, 250)])
  }

  func testUntypedHandlerRetriesErrorsOfAnyType() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, OtherError())])
    var retries = 0
    let res = scheduler.start(disposed: 250) {
      xs.asObservable().retry { errors in
        errors.map { error -> Void in
          XCTAssertTrue(error is OtherError)
          retries += 1
        }
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1)])
    XCTAssertEqual(
      xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 250)])
    XCTAssertEqual(retries, 2)
  }

  func testIncrementalBackOffWithTimers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(5, 1), .error(10, testError)])
    let maxAttempts = 4
    let res = scheduler.start(disposed: 800) {
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
              let delay = Observable<Int>.timer(.seconds(attempt * 50), scheduler: scheduler)
              _ = timers.insert(delay.subscribe(onNext: { observer.onNext($0) }))
            })
          return Disposables.create(errorsSubscription, timers)
        }
      }
    }
    XCTAssertEqual(
      res.events,
      [.next(205, 1), .next(265, 1), .next(375, 1), .next(535, 1), .error(540, testError)])
    XCTAssertEqual(
      xs.subscriptions,
      [
        Subscription(200, 210), Subscription(260, 270), Subscription(370, 380),
        Subscription(530, 540),
      ])
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
}
