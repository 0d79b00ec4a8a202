import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceDebounceTests: ReactiveTestCase {
  func testOnlyElementsFollowedByAQuietTimeAreSent() {
    assertDebouncesByTwentyTicks { xs, scheduler in
      xs.asDriver(onErrorJustReturn: -1).debounce(.seconds(20), scheduler: scheduler).asObservable()
    }
  }
}
