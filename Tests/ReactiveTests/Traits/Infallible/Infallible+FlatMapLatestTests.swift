import Reactive
import ReactiveTest
import XCTest

final class InfallibleFlatMapLatestTests: ReactiveTestCase {
  func testANewElementSwitchesToItsInnerSequence() {
    assertFlatMapsToTheLatest { xs, ys in
      let inner = ys.asInfallible(onErrorJustReturn: -1)
      return xs.asInfallible(onErrorJustReturn: -1).flatMapLatest { x in inner.map { x * 10 + $0 } }
        .asObservable()
    }
  }
}
