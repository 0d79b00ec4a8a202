import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceFilterTests: ReactiveTestCase {
  func testSingleFilterOfNeverSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^", of: String.self)
      m.expect("                 -") { xs.asSingle().filter { $0 != "x" } }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testSingleFilterKeepsAnElementThatPasses() {
    assertMarbles { m in
      let xs = m.hot("           ^7---|", of: String.self)
      m.expect("                 -----(7|)") { xs.asSingle().filter { $0 != "x" } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testSingleFilterOfAnElementThatFailsCompletesEmpty() {
    assertMarbles { m in
      let xs = m.hot("           ^x---|", of: String.self)
      m.expect("                 -----|") { xs.asSingle().filter { $0 != "x" } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testSingleFilterForwardsTheError() {
    assertMarbles { m in
      let xs = m.hot("           ^----#", of: String.self)
      m.expect("                 -----#") { xs.asSingle().filter { $0 != "x" } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testSingleFilterDisposedEarlyUnsubscribes() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^7--------|", of: String.self)
      m.expect("                 -") { xs.asSingle().filter { $0 != "x" } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testSingleFilterThatThrowsFails() {
    assertMarbles { m in
      let xs = m.hot("           ^7---|", of: String.self)
      m.expect("                 -----#") { xs.asSingle().filter { _ in throw testError } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testMaybeFilterOfNeverSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^", of: String.self)
      m.expect("                 -") { xs.asMaybe().filter { $0 != "x" } }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testMaybeFilterOfEmptyCompletes() {
    assertMarbles { m in
      let xs = m.hot("           ^----|", of: String.self)
      m.expect("                 -----|") { xs.asMaybe().filter { $0 != "x" } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testMaybeFilterKeepsAnElementThatPasses() {
    assertMarbles { m in
      let xs = m.hot("           ^7---|", of: String.self)
      m.expect("                 -----(7|)") { xs.asMaybe().filter { $0 != "x" } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testMaybeFilterOfAnElementThatFailsCompletesEmpty() {
    assertMarbles { m in
      let xs = m.hot("           ^x----|", of: String.self)
      m.expect("                 ------|") { xs.asMaybe().filter { $0 != "x" } }
      m.expectSubscriptions(xs, "^-----!")
    }
  }

  func testMaybeFilterForwardsTheError() {
    assertMarbles { m in
      let xs = m.hot("           ^----#", of: String.self)
      m.expect("                 -----#") { xs.asMaybe().filter { $0 != "x" } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testMaybeFilterDisposedEarlyUnsubscribes() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^7--------|", of: String.self)
      m.expect("                 -") { xs.asMaybe().filter { $0 != "x" } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testMaybeFilterThatThrowsFails() {
    assertMarbles { m in
      let xs = m.hot("           ^7---|", of: String.self)
      m.expect("                 -----#") { xs.asMaybe().filter { _ in throw testError } }
      m.expectSubscriptions(xs, "^----!")
    }
  }
}
