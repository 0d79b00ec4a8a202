import Reactive
import ReactiveTest
import XCTest

final class PrimitiveSequenceTimeoutTests: ReactiveTestCase {
  func testNeverSingleFailsWithTimeout() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      m.expect("                 ----------#", error: RxError.timeout) {
        xs.asSingle().timeout(.seconds(100), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^---------!")
    }
  }

  func testSingleInTimePassesThrough() {
    assertMarbles { m in
      let xs = m.hot("           ^1---|")
      m.expect("                 -----(1|)") {
        xs.asSingle().timeout(.seconds(100), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testErrorInTimeIsForwarded() {
    assertMarbles { m in
      let xs = m.hot("           ^----#", values: [String: Never]())
      m.expect("                 -----#") {
        xs.asCompletable().timeout(.seconds(100), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testEmptyMaybeInTimeCompletes() {
    assertMarbles { m in
      let xs = m.hot("           ^----|")
      m.expect("                 -----|") {
        xs.asMaybe().timeout(.seconds(100), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testDisposedBeforeTheDueTimeSendsNothing() {
    assertMarbles(disposed: 250) { m in
      let xs = m.hot("           ^-------------------(1|)")
      m.expect("                 -") {
        xs.asSingle().timeout(.seconds(100), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testTimeoutSwitchesToTheOtherSingle() {
    assertMarbles { m in
      let xs = m.hot("           ^-----------   --------(1|)")
      let ys = m.cold("          -(9|)")
      m.expect("                 -----------(9|)") {
        xs.asSingle().timeout(.seconds(100), other: ys.asSingle(), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^---------!")
      m.expectSubscriptions(ys, "----------^!")
    }
  }

  func testTimeoutWithOtherInTimeNeverSubscribesTheOther() {
    assertMarbles { m in
      let xs = m.hot("           ^----(1|)")
      let ys = m.cold("          -(9|)")
      m.expect("                 -----(1|)") {
        xs.asMaybe().timeout(.seconds(100), other: ys.asMaybe(), scheduler: m.scheduler)
      }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys)
    }
  }
}
