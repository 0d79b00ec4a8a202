import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceFlatMapTests: ReactiveTestCase {
  func testInnerSequencesAreMerged() {
    assertFlatMapsEveryElement { xs, ys in
      xs.asDriver(onErrorJustReturn: -1)
        .flatMap { x in ys.asDriver(onErrorJustReturn: -1).map { x * 10 + $0 } }
        .asObservable()
    }
  }

  func testInnerSubscriptionsOfOneSharedDriverShareItsConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let ys = scheduler.createColdObservable([.next(5, 0), .next(25, 1), .completed(30)])
    let inner = ys.asDriver(onErrorJustReturn: -1)
    let res = scheduler.start {
      xs.asDriver(onErrorJustReturn: -1).flatMap { x in inner.map { x * 10 + $0 } }
    }
    XCTAssertEqual(
      res.events,
      [.next(215, 10), .next(220, 20), .next(235, 11), .next(235, 21), .completed(240)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)])
  }

  func testTheResultHasTheInnerSequencesStrategy() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let signal: Signal<Int> = xs.asDriver(onErrorJustReturn: -1).flatMap { Signal.just($0 * 10) }
    let res = scheduler.start { signal }
    XCTAssertEqual(res.events, [.next(210, 10), .completed(230)])
  }
}
