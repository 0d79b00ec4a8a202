import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceFlatMapLatestTests: ReactiveTestCase {
  func testANewElementSwitchesToItsInnerSequence() {
    assertFlatMapsToTheLatest { xs, ys in
      let inner = ys.asDriver(onErrorJustReturn: -1)
      return xs.asDriver(onErrorJustReturn: -1).flatMapLatest { x in inner.map { x * 10 + $0 } }
        .asObservable()
    }
  }
}
