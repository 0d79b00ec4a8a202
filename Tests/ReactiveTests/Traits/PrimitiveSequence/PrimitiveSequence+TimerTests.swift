import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceTimerTests: ReactiveTestCase {
  func testSingleTimerSucceedsWithZeroAfterTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Single<Int>.timer(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(300, 0), .completed(300)])
  }

  func testMaybeTimerSucceedsWithZeroAfterTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Maybe<Int64>.timer(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(250, 0), .completed(250)])
  }

  func testDisposingBeforeTheDueTimeSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 250) {
      Single<Int>.timer(.seconds(100), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
  }

  func testANeverDueTimeNeverFires() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Single<Int>.timer(.never, scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
  }
}
