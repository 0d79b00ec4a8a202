import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceTimerTests: ReactiveTestCase {
  func testSingleTimerSucceedsWithZeroAfterTheDueTime() {
    assertMarbles { m in
      m.expect("----------(0|)") { Single<Int>.timer(.seconds(100), scheduler: m.scheduler) }
    }
  }

  func testMaybeTimerSucceedsWithZeroAfterTheDueTime() {
    assertMarbles { m in
      m.expect("-----(0|)") { Maybe<Int64>.timer(.seconds(50), scheduler: m.scheduler) }
    }
  }

  func testDisposingBeforeTheDueTimeSendsNothing() {
    assertMarbles(disposed: 250) { m in
      m.expect("-") {
        Single<Int>.timer(.seconds(100), scheduler: m.scheduler)
      }
    }
  }

  func testANeverDueTimeNeverFires() {
    assertMarbles { m in
      m.expect("-") { Single<Int>.timer(.never, scheduler: m.scheduler) }
    }
  }
}
