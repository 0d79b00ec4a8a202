import Reactive
import ReactiveTest
import TestSupport
import XCTest

final class TimeoutTests: ReactiveTestCase {
  func testNeverSourceFailsWithTimeoutAfterTheDueTime() {
    assertMarbles { m in
      let xs = m.hot("           0----^")
      m.expect("                      ----------#", error: RxError.timeout) {
        xs.timeout(.seconds(100), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "     ^---------!")
    }
  }

  func testEmptySourceCompletesBeforeTheDueTime() {
    assertMarbles { m in
      let xs = m.hot("           0----^----|")
      m.expect("                      -----|") { xs.timeout(.seconds(100), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "     ^----!")
    }
  }

  func testValuesArrivingInTimePassThrough() {
    assertMarbles { m in
      let xs = m.hot("           0----^1-2--3---4----5----|")
      m.expect("                      -1-2--3---4----5----|") {
        xs.timeout(.seconds(50), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "     ^-------------------!")
    }
  }

  func testErrorBeforeTheDueTimeIsForwarded() {
    assertMarbles { m in
      let xs = m.hot("           ^1---#")
      m.expect("                 -1---#") { xs.timeout(.seconds(100), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testClockRestartsAfterEachElement() {
    assertMarbles { m in
      let xs = m.hot("           ^1--2------3--------|")
      m.expect("                 -1--2----#", error: RxError.timeout) {
        xs.timeout(.seconds(50), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^--------!")
    }
  }

  func testDisposingEarlyUnsubscribesAndNeverTimesOut() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^1------------------2")
      let ys = m.cold("          -'-1'")
      m.expect("                 -1") {
        xs.timeout(.seconds(100), other: ys, scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys)
    }
  }

  func testSourceInTimeNeverSubscribesTheOtherSequence() {
    assertMarbles { m in
      let xs = m.hot("           ^1------2-|")
      let ys = m.cold("          -'-1'|")
      m.expect("                 -1------2-|") {
        xs.timeout(.seconds(100), other: ys, scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^---------!")
      m.expectSubscriptions(ys)
    }
  }

  func testTimeoutBeforeTheFirstElementSwitchesToTheOtherSequence() {
    assertMarbles { m in
      let xs = m.hot(
        "1-----2------^----------3----   ----4---------|")
      let ys = m.cold(
        "             -----'-1'--------------'-2'----------'-3'|")
      m.expect(
        "             ---------------'-1'--------------'-2'----------'-3'|"
      ) {
        xs.timeout(.seconds(100), other: ys, scheduler: m.scheduler)
      }
      m.expectSubscriptions(
        xs,
        "             ^---------!")
      m.expectSubscriptions(
        ys,
        "             ----------^-----   ---------------   -----------   !")
    }
  }

  func testTimeoutAfterSomeElementsSwitchesToTheOtherSequence() {
    assertMarbles { m in
      let xs = m.hot(
        "1-----2------^---3------4-----------5---   ---|")
      let ys = m.cold(
        "             -----'-1'--------------'-2'----------'-3'|")
      m.expect(
        "             ----3------4--------------'-1'--------------'-2'----------'-3'|"
      ) {
        xs.timeout(.seconds(100), other: ys, scheduler: m.scheduler)
      }
      m.expectSubscriptions(
        xs,
        "             ^--------------------!")
      m.expectSubscriptions(
        ys,
        "             ---------------------^-----   ---------------   -----------   !")
    }
  }

  func testErrorOfTheOtherSequenceIsForwarded() {
    let other = TestError("other")
    assertMarbles { m in
      let xs = m.hot("           ^1")
      let ys = m.cold("          -'-1'#", error: other)
      m.expect("                 -1-----'-1'#", error: other) {
        xs.timeout(.seconds(50), other: ys, scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^-----!")
      m.expectSubscriptions(ys, "------^-   !")
    }
  }

  func testDisposingAfterTheSwitchUnsubscribesTheOtherSequence() {
    assertMarbles(disposed: 300) { m in
      let xs = m.hot("           ^1")
      let ys = m.cold("          -'-1'--------'-2'")
      m.expect("                 -1-----'-1'") {
        xs.timeout(.seconds(50), other: ys, scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^-----!")
      m.expectSubscriptions(ys, "------^-   --!")
    }
  }

  func testElementArrivingWithTheDueTimeWins() {
    assertMarbles { m in
      let xs = m.hot("           ^----1----|")
      m.expect("                 -----1----|") { xs.timeout(.seconds(50), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^---------!")
    }
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
