import Reactive
import ReactiveTest
import XCTest

final class InfallibleStartWithTests: ReactiveTestCase {
  func testTheFirstElementsPrecedeTheSourceInEveryCase() {
    assertStartsWithEightAndNine {
      $0.asInfallible(onErrorJustReturn: -1).startWith(8, 9).asObservable()
    }
  }
}
