import Reactive
import ReactiveTest
import XCTest

final class TimeoutTests: ReactiveTestCase {
  func testNeverSourceFailsWithTimeoutAfterTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0)])
    let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(300, RxError.timeout)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testEmptySourceCompletesBeforeTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .completed(250)])
    let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testValuesArrivingInTimePassThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(230, 2), .next(260, 3), .next(300, 4), .next(350, 5),
      .completed(400),
    ])
    let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(
      res.events,
      [
        .next(210, 1), .next(230, 2), .next(260, 3), .next(300, 4), .next(350, 5), .completed(400),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
  }

  func testErrorBeforeTheDueTimeIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
    let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testClockRestartsAfterEachElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(240, 2), .next(310, 3), .completed(400),
    ])
    let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .error(290, RxError.timeout)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
  }

  func testDisposingEarlyUnsubscribesAndNeverTimesOut() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    let ys = scheduler.createColdObservable([.next(10, -1)])
    let res = scheduler.start(disposed: 250) {
      xs.timeout(.seconds(100), other: ys, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testSourceInTimeNeverSubscribesTheOtherSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(280, 2), .completed(300)])
    let ys = scheduler.createColdObservable([.next(10, -1), .completed(20)])
    let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(280, 2), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testTimeoutBeforeTheFirstElementSwitchesToTheOtherSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(70, 1), .next(130, 2), .next(310, 3), .next(400, 4), .completed(500),
    ])
    let ys = scheduler.createColdObservable([
      .next(50, -1), .next(200, -2), .next(310, -3), .completed(320),
    ])
    let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
    XCTAssertEqual(
      res.events, [.next(350, -1), .next(500, -2), .next(610, -3), .completed(620)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(300, 620)])
  }

  func testTimeoutAfterSomeElementsSwitchesToTheOtherSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(70, 1), .next(130, 2), .next(240, 3), .next(310, 4), .next(430, 5), .completed(500),
    ])
    let ys = scheduler.createColdObservable([
      .next(50, -1), .next(200, -2), .next(310, -3), .completed(320),
    ])
    let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
    XCTAssertEqual(
      res.events,
      [
        .next(240, 3), .next(310, 4), .next(460, -1), .next(610, -2), .next(720, -3),
        .completed(730),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
    XCTAssertEqual(ys.subscriptions, [Subscription(410, 730)])
  }

  func testErrorOfTheOtherSequenceIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let other = TestError("other")
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let ys = scheduler.createColdObservable([.next(10, -1), .error(20, other)])
    let res = scheduler.start { xs.timeout(.seconds(50), other: ys, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(270, -1), .error(280, other)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    XCTAssertEqual(ys.subscriptions, [Subscription(260, 280)])
  }

  func testDisposingAfterTheSwitchUnsubscribesTheOtherSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let ys = scheduler.createColdObservable([.next(10, -1), .next(100, -2)])
    let res = scheduler.start(disposed: 300) {
      xs.timeout(.seconds(50), other: ys, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(270, -1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    XCTAssertEqual(ys.subscriptions, [Subscription(260, 300)])
  }

  func testElementArrivingWithTheDueTimeWins() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(250, 1), .completed(300)])
    let res = scheduler.start { xs.timeout(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(250, 1), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testSilentSourceTimesOutOnADispatchScheduler() {
    let recorder = ThreadRecorder<Int>()
    let subscription = Observable<Int>.never()
      .timeout(.milliseconds(20), scheduler: backgroundScheduler)
      .subscribe(recorder)
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.error(RxError.timeout)])
    XCTAssertTrue(recorder.deliveredOffTheMainThread)
    subscription.dispose()
  }

  func testSourceInTimeOnADispatchSchedulerDoesNotTimeOut() {
    let recorder = ThreadRecorder<Int>()
    let subscription = backgroundSource([.next(1), .next(2), .completed])
      .timeout(.seconds(5), other: Observable.just(-1), scheduler: backgroundScheduler)
      .subscribe(recorder)
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
    subscription.dispose()
  }

  func testClockRestartsAfterTheLastElementTheObserverSendsBack() {
    assertFeedbackLoop(
      input: [.next(210, 1)],
      sends: [.next(210, 1), .next(210, 2), .next(210, 3), .error(230, RxError.timeout)],
      { source, scheduler in source.timeout(.seconds(20), scheduler: scheduler) },
      feedback: { $0 < 3 ? $0 + 1 : nil })
  }

  func testObserverMayWaitForTheClocksSchedulerWhileAnEarlierClockRunsOut() {
    let clock = SerialDispatchQueueScheduler(internalSerialQueueName: "timeout-clock")
    let source = PublishSubject<Int>()
    let recorder = ThreadRecorder<Int>()
    let clockRan = LockedValue<[Bool]>()
    let subscription = source.timeout(.milliseconds(20), scheduler: clock)
      .do(onNext: { element in
        guard element == 1 else { return }
        // As in RxSwift, the clock of this element starts once the observer has returned, so
        // none runs out meanwhile, and the clock's scheduler stays free.
        usleep(60_000)
        clockRan.append(
          returnsWhileTheCallerWaits {
            let ran = DispatchSemaphore(value: 0)
            _ = clock.schedule(()) { _ in
              ran.signal()
              return Disposables.create()
            }
            ran.wait()
          })
      })
      .subscribe(recorder)
    source.onNext(1)
    source.onNext(2)
    source.onCompleted()
    XCTAssertTrue(recorder.waitForTermination(timeout: 15))
    XCTAssertEqual(clockRan.value, [true], "the clock's scheduler was blocked")
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
    subscription.dispose()
  }
}
