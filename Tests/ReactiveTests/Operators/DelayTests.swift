import Reactive
import ReactiveTest
import TestSupport
import XCTest

final class DelayTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      m.expect("                      -") { xs.delay(.seconds(100), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "     ^ @1000 !")
    }
  }

  func testEmptySourceCompletesLaterButIsUnsubscribedAtOnce() {
    assertMarbles { m in
      let xs = m.hot("           1----^----|")
      m.expect("                      ---------------|") {
        xs.delay(.seconds(100), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "     ^----!")
    }
  }

  func testElementsAndCompletionAreShiftedByTheDueTime() {
    assertMarbles { m in
      let xs = m.hot("           1----^----2---------3---------4---------|")
      m.expect("                      ---------------2---------3---------4---------|") {
        xs.delay(.seconds(100), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "     ^----------------------------------!")
    }
  }

  func testCloseElementsKeepTheirSpacing() {
    assertMarbles { m in
      let xs = m.hot("           1----^----2---------3---------4---------|")
      m.expect("                      ----------2---------3---------4---------|") {
        xs.delay(.seconds(50), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "     ^----------------------------------!")
    }
  }

  func testEventsWaitingTogetherAreSentOneAfterTheOther() {
    assertMarbles(ticksPerFrame: 1) { m in
      let xs = m.hot("           ^---------1----2|")
      m.expect("                 ------------------------------1----2|") {
        xs.delay(.seconds(20), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^---------------!")
    }
  }

  func testErrorIsSentAtOnceAndDropsTheWaitingElements() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-1-------2--3#")
      m.expect("                 ------------1-#") {
        xs.delay(.seconds(50), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^-------------!")
    }
  }

  func testDisposingEarlyDropsTheWaitingElements() {
    assertMarbles(ticksPerFrame: 5, disposed: 255) { m in
      let xs = m.hot("           ^-1-----2-----------|")
      m.expect("                 --------1") { xs.delay(.seconds(30), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^----------!")
    }
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
    let source = PublishSubject<Int>()
    assertMarbles { m in
      m.scheduler.scheduleAt(210) { source.onNext(1) }
      m.expect("--(1#)") {
        source.delay(.seconds(10), scheduler: m.scheduler)
          .do(onNext: { _ in source.onError(testError) })
      }
    }
  }

  func testCompletionTheObserverCausesFromInsideOnNextIsDelayedInTurn() {
    let source = PublishSubject<Int>()
    assertMarbles { m in
      m.scheduler.scheduleAt(210) { source.onNext(1) }
      m.expect("--1|") {
        source.delay(.seconds(10), scheduler: m.scheduler)
          .do(onNext: { _ in source.onCompleted() })
      }
    }
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
