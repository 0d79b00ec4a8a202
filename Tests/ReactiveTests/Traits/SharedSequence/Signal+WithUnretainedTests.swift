import Reactive
import ReactiveTest
import XCTest

final class SignalWithUnretainedTests: ReactiveTestCase {
  func testElementsArePairedWithTheObjectUntilItIsReleased() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(240, 3), .completed(300),
    ])
    var owner: Screen? = Screen(name: "alerts")
    scheduler.scheduleAt(230) { owner = nil }
    let res = scheduler.start {
      xs.asSignal(onErrorJustReturn: -1).withUnretained(owner!) { "\($0.name) \($1)" }
    }
    XCTAssertEqual(res.events, [.next(210, "alerts 1"), .next(220, "alerts 2"), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
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
