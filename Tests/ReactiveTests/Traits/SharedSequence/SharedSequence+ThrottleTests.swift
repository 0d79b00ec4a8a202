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
}
