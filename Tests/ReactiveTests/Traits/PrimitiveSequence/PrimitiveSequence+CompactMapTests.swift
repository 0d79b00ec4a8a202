import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceCompactMapTests: ReactiveTestCase {
  func testSingleCompactMapOfNeverSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^", of: String.self)
      m.expect("                 -") { xs.asSingle().compactMap { Int($0) } }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testSingleCompactMapKeepsANonNilResult() {
    assertMarbles { m in
      let xs = m.hot("           ^7---|", of: String.self)
      m.expect("                 -----(7|)") { xs.asSingle().compactMap { Int($0) } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testSingleCompactMapOfANilResultCompletesEmpty() {
    assertMarbles { m in
      let xs = m.hot("           ^x---|", of: String.self)
      m.expect("                 -----|") { xs.asSingle().compactMap { Int($0) } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testSingleCompactMapForwardsTheError() {
    assertMarbles { m in
      let xs = m.hot("           ^----#", of: String.self)
      m.expect("                 -----#") { xs.asSingle().compactMap { Int($0) } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testSingleCompactMapDisposedEarlyUnsubscribes() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^7--------|", of: String.self)
      m.expect("                 -") { xs.asSingle().compactMap { Int($0) } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testSingleCompactMapThatThrowsFails() {
    assertMarbles { m in
      let xs = m.hot("           ^7---|", of: String.self)
      m.expect("                 -----#") {
        xs.asSingle().compactMap { _ -> Int? in throw testError }
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testMaybeCompactMapOfNeverSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^", of: String.self)
      m.expect("                 -") { xs.asMaybe().compactMap { Int($0) } }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testMaybeCompactMapOfEmptyCompletes() {
    assertMarbles { m in
      let xs = m.hot("           ^----|", of: String.self)
      m.expect("                 -----|") { xs.asMaybe().compactMap { Int($0) } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testMaybeCompactMapKeepsANonNilResult() {
    assertMarbles { m in
      let xs = m.hot("           ^7---|", of: String.self)
      m.expect("                 -----(7|)") { xs.asMaybe().compactMap { Int($0) } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testMaybeCompactMapOfANilResultCompletesEmpty() {
    assertMarbles { m in
      let xs = m.hot("           ^x----|", of: String.self)
      m.expect("                 ------|") { xs.asMaybe().compactMap { Int($0) } }
      m.expectSubscriptions(xs, "^-----!")
    }
  }

  func testMaybeCompactMapForwardsTheError() {
    assertMarbles { m in
      let xs = m.hot("           ^----#", of: String.self)
      m.expect("                 -----#") { xs.asMaybe().compactMap { Int($0) } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testMaybeCompactMapDisposedEarlyUnsubscribes() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^7--------|", of: String.self)
      m.expect("                 -") { xs.asMaybe().compactMap { Int($0) } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testMaybeCompactMapThatThrowsFails() {
    assertMarbles { m in
      let xs = m.hot("           ^7---|", of: String.self)
      m.expect("                 -----#") {
        xs.asMaybe().compactMap { _ -> Int? in throw testError }
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }
}
