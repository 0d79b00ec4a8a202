import Reactive
import ReactiveTest
import TestSupport
import XCTest

final class TakeForDurationTests: ReactiveTestCase {
  func testNeverSourceCompletesAfterTheDuration() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      m.expect("                      -----|") {
        xs.take(for: .seconds(50), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "     ^----!")
    }
  }

  func testEmptySourceCompletesFirst() {
    assertMarbles { m in
      let xs = m.hot("           1----^--|")
      m.expect("                      ---|") { xs.take(for: .seconds(50), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "     ^--!")
    }
  }

  func testElementsInsideTheDurationPassAndTheClockCompletes() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-1-2-3-|")
      m.expect("                 --1-2|") { xs.take(for: .seconds(25), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testElementArrivingWithTheEndOfTheDurationPasses() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-1--2   --|")
      m.expect("                 --1--(2|)") { xs.take(for: .seconds(25), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testZeroDurationCompletesOnTheNextTick() {
    assertMarbles(ticksPerFrame: 1) { m in
      let xs = m.hot("           ^---------1-------------------|")
      m.expect("                 -|") { xs.take(for: .seconds(0), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^!")
    }
  }

  func testErrorInsideTheDurationIsForwarded() {
    assertMarbles { m in
      let xs = m.hot("           ^1#")
      m.expect("                 -1#") { xs.take(for: .seconds(50), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^-!")
    }
  }

  func testDisposingEarlyUnsubscribes() {
    assertMarbles(ticksPerFrame: 5, disposed: 215) { m in
      let xs = m.hot("           ^-1-2---------------|")
      m.expect("                 --1") { xs.take(for: .seconds(50), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^--!")
    }
  }

  func testCompletesFromADispatchSchedulerWhileTheSourceSends() {
    let subject = PublishSubject<Int>()
    let recorder = ThreadRecorder<Int>()
    let subscription = subject.take(for: .milliseconds(30), scheduler: backgroundScheduler)
      .subscribe(recorder)
    subject.onNext(1)
    XCTAssertTrue(recorder.waitForTermination())
    subject.onNext(2)
    XCTAssertEqual(recorder.events, [.next(1), .completed])
    // As in RxSwift, the clock sends the completion and then unsubscribes from the source, on
    // the scheduler's thread: the observer may see the one before the other is done.
    XCTAssertTrue(turnMainRunLoop(within: 5) { !subject.hasObservers })
    subscription.dispose()
  }

  func testElementsTheObserverSendsBackAreForwardedNested() {
    assertFeedbackLoop(
      input: [.next(210, 1), .next(220, 10)],
      sends: [.next(210, 1), .next(210, 2), .next(210, 3), .next(220, 10), .completed(225)],
      { source, scheduler in source.take(for: .seconds(25), scheduler: scheduler) },
      feedback: { $0 < 3 ? $0 + 1 : nil })
  }
}
