import Reactive
import ReactiveTest
import XCTest

final class InfallibleDebounceTests: ReactiveTestCase {
  func testOnlyElementsFollowedByAQuietTimeAreSent() {
    assertDebouncesByTwentyTicks { xs, scheduler in
      xs.asInfallible(onErrorJustReturn: -1).debounce(.seconds(20), scheduler: scheduler)
        .asObservable()
    }
  }
}
