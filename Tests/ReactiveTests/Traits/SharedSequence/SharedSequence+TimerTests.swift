import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceTimerTests: ReactiveTestCase {
  func testTimerWithAPeriodCountsOnTheMockedScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let res = scheduler.start(disposed: 230) {
        Signal<Int>.timer(.seconds(5), period: .seconds(10))
      }
      XCTAssertEqual(res.events, [.next(205, 0), .next(215, 1), .next(225, 2)])
    }
  }

  func testTimerWithoutAPeriodSendsZeroAndCompletes() {
    assertMarbles(ticksPerFrame: 5) { m in
      m.expect("-(0|)") { Driver<Int>.timer(.seconds(5), scheduler: m.scheduler) }
    }
  }

  func testTimerDisposedBeforeItsDueTimeSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let res = scheduler.start(disposed: 204) {
        Driver<Int>.timer(.seconds(5), period: .seconds(10))
      }
      XCTAssertEqual(res.events, [])
    }
  }
}
