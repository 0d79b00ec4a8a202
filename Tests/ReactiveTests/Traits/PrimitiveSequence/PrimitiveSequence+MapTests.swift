import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceMapTests: ReactiveTestCase {
  func testSingleMapOfNeverSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      m.expect("                 -") { xs.asSingle().map { $0 * 2 } }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testSingleMapTransformsTheElement() {
    assertMarbles { m in
      let xs = m.hot("           ^2---|")
      m.expect("                 -----('20'|)") { xs.asSingle().map { $0 * 10 } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testSingleMapForwardsTheError() {
    assertMarbles { m in
      let xs = m.hot("           ^----#")
      m.expect("                 -----#") { xs.asSingle().map { $0 * 10 } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testSingleMapDisposedEarlyUnsubscribes() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^2--------|")
      m.expect("                 -") { xs.asSingle().map { $0 * 10 } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testSingleMapThatThrowsFails() {
    assertMarbles { m in
      let xs = m.hot("           ^2---|")
      m.expect("                 -----#") { xs.asSingle().map { _ -> Int in throw testError } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testMaybeMapOfEmptyCompletes() {
    assertMarbles { m in
      let xs = m.hot("           ^----|")
      m.expect("                 -----|") { xs.asMaybe().map { $0 * 10 } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testMaybeMapTransformsTheElement() {
    assertMarbles { m in
      let xs = m.hot("           ^2---|")
      m.expect("                 -----('20'|)") { xs.asMaybe().map { $0 * 10 } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testMaybeMapOfNeverSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      m.expect("                 -") { xs.asMaybe().map { $0 * 10 } }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testMaybeMapForwardsTheError() {
    assertMarbles { m in
      let xs = m.hot("           ^----#")
      m.expect("                 -----#") { xs.asMaybe().map { $0 * 10 } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testMaybeMapDisposedEarlyUnsubscribes() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^2--------|")
      m.expect("                 -") { xs.asMaybe().map { $0 * 10 } }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testMaybeMapThatThrowsFails() {
    assertMarbles { m in
      let xs = m.hot("           ^2---|")
      m.expect("                 -----#") { xs.asMaybe().map { _ -> Int in throw testError } }
      m.expectSubscriptions(xs, "^----!")
    }
  }
}
