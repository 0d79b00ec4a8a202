import Reactive
import ReactiveTest
import XCTest

final class InfallibleFlatMapTests: ReactiveTestCase {
  func testInnerSequencesAreMerged() {
    assertFlatMapsEveryElement { xs, ys in
      let inner = ys.asInfallible(onErrorJustReturn: -1)
      return xs.asInfallible(onErrorJustReturn: -1).flatMap { x in inner.map { x * 10 + $0 } }
        .asObservable()
    }
  }
}
