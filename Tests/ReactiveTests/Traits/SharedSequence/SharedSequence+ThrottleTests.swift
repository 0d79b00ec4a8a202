import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceThrottleTests: ReactiveTestCase {
  func testLatestElementOfAWindowIsSentWhenTheWindowEnds() {
    assertThrottlesByTwentyTicks { xs, scheduler in
      xs.asDriver(onErrorJustReturn: -1).throttle(.seconds(20), scheduler: scheduler).asObservable()
    }
  }

  func testWithoutLatestElementsOfAWindowAreDropped() {
    assertThrottlesByTwentyTicksDroppingTheLatest { xs, scheduler in
      xs.asDriver(onErrorJustReturn: -1).throttle(.seconds(20), latest: false, scheduler: scheduler)
        .asObservable()
    }
  }

  func testTheMockedSharingSchedulerRunsTheClockAsInRxCocoa() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .next(220, 3), .completed(300),
    ])
    SharingScheduler.mock(scheduler: scheduler) {
      let res = scheduler.start { xs.asSignal(onErrorJustReturn: -1).throttle(.seconds(20)) }
      XCTAssertEqual(res.events, [.next(211, 1), .next(231, 3), .completed(301)])
    }
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }
}
