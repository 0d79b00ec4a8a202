import Reactive
import ReactiveTest
import XCTest

final class SignalWithUnretainedTests: ReactiveTestCase {
  func testElementsArePairedWithTheObjectUntilItIsReleased() {
    var owner: Screen? = Screen(name: "alerts")
    assertMarbles { m in
      let xs = m.hot("           ^1         2         -3-----|")
      m.scheduler.scheduleAt(230) { owner = nil }
      m.expect("                 -'alerts 1''alerts 2'-|") {
        xs.asSignal(onErrorJustReturn: -1).withUnretained(owner!) { "\($0.name) \($1)" }
      }
      m.expectSubscriptions(xs, "^-         -         -!")
    }
  }

  func testTheTupleFormCompletesWithTheSourceAndDoesNotRetainTheObject() {
    weak var released: Screen?
    do {
      let screen = Screen(name: "alerts")
      released = screen
      assertMarbles { m in
        let xs = m.hot("^1---|")
        m.expect("      -'alerts 1'---|") {
          xs.asSignal(onErrorJustReturn: -1).withUnretained(screen).map { "\($0.name) \($1)" }
        }
      }
    }
    XCTAssertNil(released)
  }
}

private final class Screen {
  let name: String

  init(name: String) {
    self.name = name
  }
}
