import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceIntervalTests: ReactiveTestCase {
  func testIntervalCountsOnTheMockedSchedulerAndIsShared() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let clock = Driver<Int>.interval(.seconds(10))
      let first = scheduler.record(clock.asObservable(), from: 200, until: 235)
      let second = scheduler.record(clock.asObservable(), from: 215, until: 245)
      scheduler.start()
      XCTAssertEqual(first.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
      XCTAssertEqual(second.events, [.next(215, 0), .next(220, 1), .next(230, 2), .next(240, 3)])
    }
  }

  func testIntervalOnAGivenSchedulerStopsWhenDisposed() {
    assertMarbles(disposed: 225) { m in
      m.expect("-01") {
        Signal<Int>.interval(.seconds(10), scheduler: m.scheduler)
      }
    }
  }

  func testIntervalDeliversOnTheMainThreadByDefault() {
    let recorder = ThreadRecorder<Int>()
    let subscription = Driver<Int>.interval(.milliseconds(1)).drive(recorder)
    XCTAssertTrue(recorder.wait { $0.count >= 2 })
    subscription.dispose()
    XCTAssertEqual(Array(recorder.elements.prefix(2)), [0, 1])
    XCTAssertTrue(recorder.deliveredOnTheMainThread)
  }
}
