import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

/// `drainMainQueue()`: what was queued on the main queue runs, and the main scheduler delivers
/// at once again.
final class MainQueueDrainingTests: ReactiveTestCase {
  func testWorkQueuedBeforeRunsInOrderBeforeItReturns() {
    let order = LockedValue<[Int]>()
    for number in 1...3 {
      DispatchQueue.main.async { order.append(number) }
    }
    XCTAssertTrue(drainMainQueue())
    XCTAssertEqual(order.value, [1, 2, 3])
  }

  func testTheMainSchedulerDeliversAtOnceAfterwards() {
    leaveMainSchedulerWorkQueued()
    var received: [Int] = []
    let late = Observable.just(1).observe(on: MainScheduler.instance)
      .subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [], "queued behind the work already on the main queue")
    XCTAssertTrue(drainMainQueue())
    XCTAssertEqual(received, [1])
    late.dispose()
    let inline = Observable.just(2).observe(on: MainScheduler.instance)
      .subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [1, 2], "delivered at once on an empty main queue")
    inline.dispose()
  }

  func testAnEmptyQueueReturnsAtOnce() {
    XCTAssertTrue(drainMainQueue())
    let start = Date()
    XCTAssertTrue(drainMainQueue(timeout: 20))
    XCTAssertLessThan(Date().timeIntervalSince(start), 10, "it waited for the timeout")
  }
}
