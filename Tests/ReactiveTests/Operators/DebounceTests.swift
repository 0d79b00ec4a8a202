import Reactive
import ReactiveTest
import XCTest

final class DebounceTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      m.expect("                      -") { xs.debounce(.seconds(20), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "     ^ @1000 !")
    }
  }

  func testEmptySourceCompletesAtOnce() {
    assertMarbles { m in
      let xs = m.hot("           1----^---------|")
      m.expect("                      ----------|") {
        xs.debounce(.seconds(20), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "     ^---------!")
    }
  }

  func testElementsFollowedByAQuietTimeAreSentWhenItEnds() {
    assertMarbles { m in
      let xs = m.hot("           1----^----2--3-4---------56--------|")
      m.expect("                      -------2----4----------6------|") {
        xs.debounce(.seconds(20), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "     ^-----------------------------!")
    }
  }

  func testBurstSendsOnlyItsLastElement() {
    assertMarbles { m in
      let xs = m.hot("           ^123------|")
      m.expect("                 -----3----|") { xs.debounce(.seconds(20), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^---------!")
    }
  }

  func testCompletionSendsThePendingElementFirst() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-12|")
      m.expect("                 ----(2|)") { xs.debounce(.seconds(20), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^---!")
    }
  }

  func testErrorDropsThePendingElement() {
    assertMarbles { m in
      let xs = m.hot("           ^1--2#")
      m.expect("                 ---1-#") { xs.debounce(.seconds(20), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testDisposingEarlyDropsThePendingElement() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^1--2-----|")
      m.expect("                 ---1") { xs.debounce(.seconds(20), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testZeroDueTimeSendsEachElementOnTheNextTick() {
    assertMarbles(ticksPerFrame: 1) { m in
      let xs = m.hot("           ^---------1---------2---------|")
      m.expect("                 -----------1---------2--------|") {
        xs.debounce(.seconds(0), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^-----------------------------!")
    }
  }

  func testBurstOnADispatchSchedulerSendsItsLastElementFromTheScheduler() {
    let subject = PublishSubject<Int>()
    let recorder = ThreadRecorder<Int>()
    let subscription = subject.debounce(.milliseconds(50), scheduler: backgroundScheduler)
      .subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    XCTAssertTrue(recorder.wait { $0 == [.next(3)] })
    XCTAssertTrue(recorder.deliveredOffTheMainThread)
    subject.onNext(4)
    subject.onCompleted()
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(3), .next(4), .completed])
    subscription.dispose()
  }

  func testElementTheObserverSendsBackIsDebouncedAfresh() {
    assertFeedbackLoop(
      input: [.next(210, 1), .completed(400)],
      sends: [.next(230, 1), .next(250, 2), .next(270, 3), .completed(400)],
      { source, scheduler in source.debounce(.seconds(20), scheduler: scheduler) },
      feedback: { $0 < 3 ? $0 + 1 : nil })
  }
}
