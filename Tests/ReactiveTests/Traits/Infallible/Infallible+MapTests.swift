import Reactive
import ReactiveTest
import XCTest

final class InfallibleMapTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      m.expect("                 -") { xs.asInfallible(onErrorJustReturn: -1).map { $0 * 2 } }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testEmptySourceCompletes() {
    assertMarbles { m in
      let xs = m.hot("           1----^---------|")
      m.expect("                      ----------|") {
        xs.asInfallible(onErrorJustReturn: -1).map { $0 * 2 }
      }
      m.expectSubscriptions(xs, "     ^---------!")
    }
  }

  func testValuesAreTransformedInOrder() {
    assertMarbles { m in
      let xs = m.hot("           ^12-------|")
      m.expect("                 -24-------|") {
        xs.asInfallible(onErrorJustReturn: -1).map { $0 * 2 }
      }
      m.expectSubscriptions(xs, "^---------!")
    }
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^1-------2|")
      m.expect("                 -2") {
        xs.asInfallible(onErrorJustReturn: -1).map { $0 * 2 }
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }
}
