import Reactive
import ReactiveTest
import XCTest

final class CompletableConcatTests: ReactiveTestCase {
  func testConcatIsAndThenForCompletables() {
    assertMarbles { m in
      let xs = m.hot("           ^----|", values: [String: Never]())
      let ys = m.cold("          -#", values: [String: Never]())
      m.expect("                 ------#") { xs.asCompletable().concat(ys.asCompletable()) }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^!")
    }
  }

  func testStaticConcatRunsTheCompletablesOneAfterTheOther() {
    assertMarbles { m in
      let xs = m.cold("          --|", values: [String: Never]())
      let ys = m.cold("          ---|", values: [String: Never]())
      m.expect("                 -----|") {
        Completable.concat(xs.asCompletable(), ys.asCompletable())
      }
      m.expectSubscriptions(xs, "^-!")
      m.expectSubscriptions(ys, "--^--!")
    }
  }

  func testStaticConcatOfANeverCompletableNeverSubscribesTheNext() {
    assertMarbles { m in
      let xs = m.cold("          -", values: [String: Never]())
      let ys = m.cold("          ---|", values: [String: Never]())
      m.expect("                 -") {
        Completable.concat([xs.asCompletable(), ys.asCompletable()])
      }
      m.expectSubscriptions(xs, "^ @1000 !")
      m.expectSubscriptions(ys)
    }
  }

  func testStaticConcatErrorSkipsTheRest() {
    assertMarbles { m in
      let xs = m.cold("          --#", values: [String: Never]())
      let ys = m.cold("          ---|", values: [String: Never]())
      m.expect("                 --#") {
        Completable.concat(AnySequence([xs.asCompletable(), ys.asCompletable()]))
      }
      m.expectSubscriptions(xs, "^-!")
      m.expectSubscriptions(ys)
    }
  }

  func testStaticConcatDisposedEarlyUnsubscribesTheRunningCompletable() {
    assertMarbles(disposed: 250) { m in
      let xs = m.cold("          --|", values: [String: Never]())
      let ys = m.cold("          ----------|", values: [String: Never]())
      m.expect("                 -") {
        Completable.concat(xs.asCompletable(), ys.asCompletable())
      }
      m.expectSubscriptions(xs, "^-!")
      m.expectSubscriptions(ys, "--^--!")
    }
  }

  func testStaticConcatOfNothingCompletesAtOnce() {
    var received: [String] = []
    _ = Completable.concat([Completable]()).subscribe(onCompleted: { received.append("done") })
    XCTAssertEqual(received, ["done"])
  }
}
