import Reactive
import ReactiveTest
import XCTest

final class SwitchLatestTests: ReactiveTestCase {
  func testNeverOuterSendsNothingAndIsDisposedAtTheEnd() {
    assertMarbles { m in
      let xs = m.hot("           ^", values: [String: Observable<Int>]())
      m.expect("                 -") { xs.switchLatest() }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testEmptyOuterCompletes() {
    assertMarbles { m in
      let xs = m.hot("           ^----|", values: [String: Observable<Int>]())
      m.expect("                 -----|") { xs.switchLatest() }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testEachInnerReplacesThePreviousOne() {
    assertMarbles { m in
      let ys = [
        m.cold("                    -1--2|"),
        m.cold("                    -3|"),
      ]
      let xs = m.hot("              ^a--b|", values: ["a": ys[0], "b": ys[1]])
      m.expect("                    --1--3|") { xs.switchLatest() }
      m.expectSubscriptions(ys[0], "-^--!")
      m.expectSubscriptions(ys[1], "----^-!")
      m.expectSubscriptions(xs, "   ^----!")
    }
  }

  func testOuterErrorIsSentAndDisposesTheInner() {
    assertMarbles { m in
      let ys = m.cold("          -1--2|")
      let xs = m.hot("           ^a-#", values: ["a": ys])
      m.expect("                 --1#") { xs.switchLatest() }
      m.expectSubscriptions(ys, "-^-!")
      m.expectSubscriptions(xs, "^--!")
    }
  }

  func testInnerErrorIsSentAndDisposesTheOuter() {
    assertMarbles { m in
      let ys = m.cold("          -1#")
      let xs = m.hot("           ^a--------|", values: ["a": ys])
      m.expect("                 --1#") { xs.switchLatest() }
      m.expectSubscriptions(ys, "-^-!")
      m.expectSubscriptions(xs, "^--!")
    }
  }

  func testDisposingEarlyDisposesTheOuterAndTheInner() {
    assertMarbles(disposed: 230) { m in
      let ys = m.cold("          -1--2|")
      let xs = m.hot("           ^a--------|", values: ["a": ys])
      m.expect("                 --1") { xs.switchLatest() }
      m.expectSubscriptions(ys, "-^-!")
      m.expectSubscriptions(xs, "^--!")
    }
  }

  func testElementTheObserverSendsBackSwitchesAwayFromTheDeliveringInnerSequenceNested() {
    assertFeedbackLoop(
      input: [.next(210, 1)],
      sends: [.next(210, 1), .next(210, 2), .next(210, 20)],
      { source, _ in source.map { Observable.of($0, $0 * 10) }.switchLatest() },
      feedback: { $0 == 1 ? 2 : nil })
  }
}
