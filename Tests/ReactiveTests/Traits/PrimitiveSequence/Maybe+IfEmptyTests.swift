import Reactive
import ReactiveTest
import XCTest

final class MaybeIfEmptyTests: ReactiveTestCase {
  func testDefaultOfNeverSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      m.expect("                 -") { xs.asMaybe().ifEmpty(default: 0) }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testDefaultIsSentWhenTheMaybeIsEmpty() {
    assertMarbles { m in
      let xs = m.hot("           ^----|")
      m.expect("                 -----(0|)") { xs.asMaybe().ifEmpty(default: 0) }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testElementOfTheMaybeIsKept() {
    assertMarbles { m in
      let xs = m.hot("           ^1---|")
      m.expect("                 -----(1|)") { xs.asMaybe().ifEmpty(default: 0) }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testErrorIsForwarded() {
    assertMarbles { m in
      let xs = m.hot("           ^----#")
      let ys = m.cold("          -(2|)")
      m.expect("                 -----#") { xs.asMaybe().ifEmpty(switchTo: ys.asMaybe()) }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys)
    }
  }

  func testSwitchToMaybeSubscribesItOnlyWhenEmpty() {
    assertMarbles { m in
      let xs = m.hot("           ^----|")
      let ys = m.cold("          -(2|)")
      m.expect("                 ------(2|)") { xs.asMaybe().ifEmpty(switchTo: ys.asMaybe()) }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^!")
    }
  }

  func testSwitchToIsNotSubscribedWhenTheMaybeHasAnElement() {
    assertMarbles { m in
      let xs = m.hot(" ^1---|")
      let ys = m.cold("-(2|)")
      m.expect("       -----(1|)") { xs.asMaybe().ifEmpty(switchTo: ys.asSingle()) }
      m.expectSubscriptions(ys)
    }
  }

  func testSwitchToSingleSubscribesItOnlyWhenEmpty() {
    assertMarbles { m in
      let xs = m.hot("           ^----|")
      let ys = m.cold("          -(2|)")
      m.expect("                 ------(2|)") { xs.asMaybe().ifEmpty(switchTo: ys.asSingle()) }
      m.expectSubscriptions(ys, "-----^!")
    }
  }

  func testDisposingEarlyUnsubscribesTheSourceOrTheReplacement() {
    assertMarbles(disposed: 255) { m in
      let xs = m.hot("^----|")
      let ys = m.cold("-(2|)")
      m.expect("-") { xs.asMaybe().ifEmpty(switchTo: ys.asSingle()) }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^ @255 !")
    }
    assertMarbles(disposed: 240) { m in
      let zs = m.hot("^----|")
      m.expect("-") { zs.asMaybe().ifEmpty(default: 0) }
      m.expectSubscriptions(zs, "^---!")
    }
  }
}
