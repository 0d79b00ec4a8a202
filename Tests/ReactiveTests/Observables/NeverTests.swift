import Reactive
import ReactiveTest
import XCTest

final class NeverTests: ReactiveTestCase {
  func testSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.never() }
    XCTAssertEqual(res.events, [])
  }

  func testSubscriptionEndsOnlyWhenDisposed() {
    var disposals = 0
    let subscription = Observable<Int>.never().subscribe(onDisposed: { disposals += 1 })
    XCTAssertEqual(disposals, 0)
    subscription.dispose()
    XCTAssertEqual(disposals, 1)
  }
}
