import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceFlatMapFirstTests: ReactiveTestCase {
  func testElementsArrivingWhileAnInnerSequenceRunsAreDropped() {
    assertFlatMapsTheFirst { xs, ys in
      let inner = ys.asDriver(onErrorJustReturn: -1)
      return xs.asDriver(onErrorJustReturn: -1).flatMapFirst { x in inner.map { x * 10 + $0 } }
        .asObservable()
    }
  }
}
