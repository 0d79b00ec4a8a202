import Reactive
import ReactiveTest
import XCTest

final class InfallibleThrottleTests: ReactiveTestCase {
  func testLatestElementOfAWindowIsSentWhenTheWindowEnds() {
    assertThrottlesByTwentyTicks { xs, scheduler in
      xs.asInfallible(onErrorJustReturn: -1).throttle(.seconds(20), scheduler: scheduler)
        .asObservable()
    }
  }

  func testWithoutLatestElementsOfAWindowAreDropped() {
    assertThrottlesByTwentyTicksDroppingTheLatest { xs, scheduler in
      xs.asInfallible(onErrorJustReturn: -1).throttle(
        .seconds(20), latest: false, scheduler: scheduler
      )
      .asObservable()
    }
  }
}
