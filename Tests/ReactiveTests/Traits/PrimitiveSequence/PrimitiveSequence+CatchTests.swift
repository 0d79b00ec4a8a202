import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceCatchTests: ReactiveTestCase {
  func testCatchOfNeverSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      let ys = m.cold("          -(0|)")
      m.expect("                 -") { xs.asSingle().catch { _ in ys.asSingle() } }
      m.expectSubscriptions(xs, "^ @1000 !")
      m.expectSubscriptions(ys)
    }
  }

  func testCatchKeepsTheElementOfASuccessfulSingle() {
    assertMarbles { m in
      let xs = m.hot("           ^1---|")
      let ys = m.cold("          -(0|)")
      m.expect("                 -----(1|)") { xs.asSingle().catch { _ in ys.asSingle() } }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys)
    }
  }

  func testCatchSwitchesToTheHandlersSingleOnError() {
    var caught: [String] = []
    assertMarbles { m in
      let xs = m.hot("           ^----#")
      let ys = m.cold("          -(0|)")
      m.expect("                 ------(0|)") {
        xs.asSingle().catch { error in
          caught.append("\(error)")
          return ys.asSingle()
        }
      }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^!")
    }
    XCTAssertEqual(caught, ["test error"])
  }

  func testCatchDisposedDuringTheReplacementUnsubscribesIt() {
    assertMarbles(disposed: 300) { m in
      let xs = m.hot("           ^----#")
      let ys = m.cold("          ----------(0|)")
      m.expect("                 -") { xs.asMaybe().catch { _ in ys.asMaybe() } }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^----!")
    }
  }

  func testCatchHandlerThatThrowsSendsItsError() {
    assertMarbles { m in
      let xs = m.hot("           ^----#", values: [String: Never](), error: TestError("first"))
      m.expect("                 -----#") {
        xs.asCompletable().catch { _ -> Completable in throw testError }
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testCatchOfACompletableCanCompleteInstead() {
    var received: [String] = []
    _ = Completable.error(testError).catch { _ in .empty() }
      .subscribe(onCompleted: { received.append("completed") })
    XCTAssertEqual(received, ["completed"])
  }

  func testSingleCatchAndReturnSucceedsWithTheElementOnError() {
    assertMarbles { m in
      let xs = m.hot("           ^----#")
      m.expect("                 -----(0|)") { xs.asSingle().catchAndReturn(0) }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testSingleCatchAndReturnKeepsTheElementOfASuccessfulSingle() {
    assertMarbles { m in
      let xs = m.hot("           ^1---|")
      m.expect("                 -----(1|)") { xs.asSingle().catchAndReturn(0) }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testSingleCatchAndReturnDisposedEarlyUnsubscribes() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^---------#")
      m.expect("                 -") { xs.asSingle().catchAndReturn(0) }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testMaybeCatchAndReturnSucceedsOnErrorAndStaysEmptyOtherwise() {
    assertMarbles { m in
      let xs = m.hot("^----#")
      let ys = m.hot("^-----|")
      m.expect("      -----(0|)") { xs.asMaybe().catchAndReturn(0) }
      m.expect("      ------|") { ys.asMaybe().catchAndReturn(0) }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "^-----!")
    }
  }
}
