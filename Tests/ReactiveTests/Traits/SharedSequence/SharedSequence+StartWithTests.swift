import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceStartWithTests: ReactiveTestCase {
  func testTheFirstElementsPrecedeTheSourceInEveryCase() {
    assertStartsWithEightAndNine {
      $0.asDriver(onErrorJustReturn: -1).startWith(8, 9).asObservable()
    }
  }
}
