import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceSwitchLatestTests: ReactiveTestCase {
  func testANewInnerDriverReplacesThePreviousOne() {
    let scheduler = TestScheduler(initialClock: 0)
    let (xs, ys, zs) = nestedDrivers(scheduler)
    let res = scheduler.start { xs.asDriver(onErrorDriveWith: .empty()).switchLatest() }
    XCTAssertEqual(res.events, [.next(215, 1), .next(225, 10), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])
    XCTAssertEqual(zs.subscriptions, [Subscription(220, 240)])
  }

  func testDisposingEarlyDisposesTheLatestInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let (xs, ys, zs) = nestedDrivers(scheduler)
    let res = scheduler.start(disposed: 217) {
      xs.asDriver(onErrorDriveWith: .empty()).switchLatest()
    }
    XCTAssertEqual(res.events, [.next(215, 1)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 217)])
    XCTAssertEqual(zs.subscriptions, [])
  }
}
