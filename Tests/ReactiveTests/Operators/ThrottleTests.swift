import Reactive
import ReactiveTest
import XCTest

final class ThrottleTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      m.expect("                      -") { xs.throttle(.seconds(20), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "     ^ @1000 !")
    }
  }

  func testEmptySourceCompletesAtOnce() {
    assertMarbles { m in
      let xs = m.hot("           1----^---------|")
      m.expect("                      ----------|") {
        xs.throttle(.seconds(20), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "     ^---------!")
    }
  }

  func testElementsFarEnoughApartAllPass() {
    assertMarbles { m in
      let xs = m.hot("           0----^1--2--3--4---------|")
      m.expect("                      -1--2--3--4---------|") {
        xs.throttle(.seconds(20), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "     ^-------------------!")
    }
  }

  func testLatestElementOfEachWindowIsSentWhenTheWindowEnds() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-12-3-----4--5-----|")
      m.expect("                 --1---3----4---5----|") {
        xs.throttle(.seconds(20), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^-------------------!")
    }
  }

  func testWithoutLatestElementsInsideAWindowAreDropped() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-12-3-----4--5-----|")
      m.expect("                 --1--------4--------|") {
        xs.throttle(.seconds(20), latest: false, scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^-------------------!")
    }
  }

  func testWindowEndingWithTheLatestElementOpensTheNextWindow() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-1-2---34----------|")
      m.expect("                 --1---2---4---------|") {
        xs.throttle(.seconds(20), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^-------------------!")
    }
  }

  func testElementArrivingAsTheWindowEndsIsSentAndReplacesThePendingOne() {
    assertMarbles { m in
      let xs = m.hot("           ^12-34----|")
      m.expect("                 -1-2-4----|") { xs.throttle(.seconds(20), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^---------!")
    }
  }

  func testCompletionWaitsForThePendingElementAtTheEndOfTheWindow() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-12|")
      m.expect("                 --1---(2|)") { xs.throttle(.seconds(20), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^---!")
    }
  }

  func testErrorDropsThePendingElement() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-12#")
      m.expect("                 --1-#") { xs.throttle(.seconds(20), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^---!")
    }
  }

  func testDisposingEarlyDropsThePendingElement() {
    assertMarbles(ticksPerFrame: 5, disposed: 225) { m in
      let xs = m.hot("           ^-12----------------|")
      m.expect("                 --1") { xs.throttle(.seconds(20), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testBurstOnADispatchSchedulerSendsTheFirstAtOnceAndTheLastAtTheEndOfTheWindow() {
    let subject = PublishSubject<Int>()
    let recorder = ThreadRecorder<Int>()
    let subscription = subject.throttle(.milliseconds(100), scheduler: backgroundScheduler)
      .subscribe(recorder)
    subject.onNext(1)
    XCTAssertEqual(recorder.events, [.next(1)])
    subject.onNext(2)
    subject.onNext(3)
    subject.onCompleted()
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(1), .next(3), .completed])
    subscription.dispose()
  }

  func testElementTheObserverSendsBackIsJudgedByThePreviousWindow() {
    assertFeedbackLoop(
      input: [.next(210, 1), .completed(400)],
      sends: [.next(210, 1), .next(210, 2), .next(210, 3), .completed(400)],
      { source, scheduler in source.throttle(.seconds(20), scheduler: scheduler) },
      feedback: { $0 < 3 ? $0 + 1 : nil })
  }

  func testElementTheObserverSendsBackAtTheEndOfAWindowIsSentAtOnce() {
    assertFeedbackLoop(
      input: [.next(210, 1), .next(220, 5), .next(240, 7), .completed(400)],
      sends: [
        .next(210, 1), .next(210, 2), .next(230, 5), .next(230, 6), .next(250, 7), .completed(400),
      ],
      { source, scheduler in source.throttle(.seconds(20), scheduler: scheduler) },
      feedback: { $0 == 1 || $0 == 5 ? $0 + 1 : nil })
  }

  func testElementTheObserverSendsBackIsSentAtOnceWithoutLatestToo() {
    assertFeedbackLoop(
      input: [.next(210, 1), .next(240, 5), .completed(400)],
      sends: [.next(210, 1), .next(210, 2), .next(210, 3), .next(240, 5), .completed(400)],
      { source, scheduler in source.throttle(.seconds(20), latest: false, scheduler: scheduler) },
      feedback: { $0 < 3 ? $0 + 1 : nil })
  }
}
