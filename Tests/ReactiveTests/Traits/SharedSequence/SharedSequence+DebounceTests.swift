import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceDebounceTests: ReactiveTestCase {
  func testOnlyElementsFollowedByAQuietTimeAreSent() {
    assertDebouncesByTwentyTicks { xs, scheduler in
      xs.asDriver(onErrorJustReturn: -1).debounce(.seconds(20), scheduler: scheduler).asObservable()
    }
  }

  func testTheMockedSharingSchedulerRunsTheClockAsInRxCocoa() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(260, 3), .completed(270),
    ])
    SharingScheduler.mock(scheduler: scheduler) {
      let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).debounce(.seconds(20)) }
      XCTAssertEqual(res.events, [.next(241, 2), .next(271, 3), .completed(271)])
    }
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
  }
}
