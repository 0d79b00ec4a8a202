import Reactive
import ReactiveTest
import XCTest

final class SkipForDurationTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      m.expect("                      -") { xs.skip(.seconds(50), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "     ^ @1000 !")
    }
  }

  func testEmptySourceCompletesInsideTheDuration() {
    assertMarbles { m in
      let xs = m.hot("           1----^--|")
      m.expect("                      ---|") { xs.skip(.seconds(50), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "     ^--!")
    }
  }

  func testElementsAfterTheDurationPass() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-123-4-|")
      m.expect("                 ----3-4-|") { xs.skip(.seconds(15), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^-------!")
    }
  }

  func testZeroDurationSkipsOnlyWhatArrivesBeforeTheNextTick() {
    assertMarbles { m in
      let xs = m.hot("           ^12|")
      m.expect("                 -12|") { xs.skip(.seconds(0), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^--!")
    }
  }

  func testErrorInsideTheDurationIsForwarded() {
    assertMarbles { m in
      let xs = m.hot("           ^1#")
      m.expect("                 --#") { xs.skip(.seconds(50), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^-!")
    }
  }

  func testDisposingEarlyUnsubscribes() {
    assertMarbles(disposed: 270) { m in
      let xs = m.hot("           ^1----2---|")
      m.expect("                 ------2") { xs.skip(.seconds(50), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^------!")
    }
  }

  func testOpensFromADispatchScheduler() {
    let subject = PublishSubject<Int>()
    let recorder = ThreadRecorder<Int>()
    let subscription = subject.skip(.milliseconds(20), scheduler: backgroundScheduler)
      .subscribe(recorder)
    subject.onNext(1)
    _ = backgroundScheduler.scheduleRelative((), dueTime: .milliseconds(100)) { _ in
      subject.onNext(2)
      subject.onCompleted()
      return Disposables.create()
    }
    XCTAssertTrue(recorder.waitForTermination())
    XCTAssertEqual(recorder.events, [.next(2), .completed])
    subscription.dispose()
  }

  func testTheForSpellingSkipsTheSameElements() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-123---|")
      m.expect("                 ----3---|") { xs.skip(for: .seconds(15), scheduler: m.scheduler) }
      m.expectSubscriptions(xs, "^-------!")
    }
  }
}
