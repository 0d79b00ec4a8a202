import Reactive
import ReactiveTest
import XCTest

final class InfallibleFilterTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      m.expect("                 -") { xs.asInfallible(onErrorJustReturn: -1).filter { $0 != 1 } }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testEmptySourceCompletes() {
    assertMarbles { m in
      let xs = m.hot("           1----^---------|")
      m.expect("                      ----------|") {
        xs.asInfallible(onErrorJustReturn: -1).filter { $0 != 1 }
      }
      m.expectSubscriptions(xs, "     ^---------!")
    }
  }

  func testOnlyElementsThatPassAreKept() {
    assertMarbles { m in
      let xs = m.hot("           ^12-------|")
      m.expect("                 --2-------|") {
        xs.asInfallible(onErrorJustReturn: -1).filter { $0 != 1 }
      }
      m.expectSubscriptions(xs, "^---------!")
    }
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^2-------3|")
      m.expect("                 -2") {
        xs.asInfallible(onErrorJustReturn: -1).filter { $0 != 1 }
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }
}
