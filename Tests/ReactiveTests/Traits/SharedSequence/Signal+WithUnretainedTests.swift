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
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    weak var released: Screen?
    var res: TestableObserver<String>?
    do {
      let screen = Screen(name: "alerts")
      released = screen
      let signal = xs.asSignal(onErrorJustReturn: -1).withUnretained(screen)
        .map { "\($0.name) \($1)" }
      res = scheduler.start { signal }
      XCTAssertEqual(res?.events, [.next(210, "alerts 1"), .completed(250)])
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
