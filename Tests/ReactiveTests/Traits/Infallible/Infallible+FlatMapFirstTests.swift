import Reactive
import ReactiveTest
import XCTest

final class InfallibleFlatMapFirstTests: ReactiveTestCase {
  func testElementsArrivingWhileAnInnerSequenceRunsAreDropped() {
    assertFlatMapsTheFirst { xs, ys in
      let inner = ys.asInfallible(onErrorJustReturn: -1)
      return xs.asInfallible(onErrorJustReturn: -1).flatMapFirst { x in inner.map { x * 10 + $0 } }
        .asObservable()
    }
  }
}
