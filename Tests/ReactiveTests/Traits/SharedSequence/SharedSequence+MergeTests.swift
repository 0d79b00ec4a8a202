import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceMergeTests: ReactiveTestCase {
  func testElementsOfBothSourcesAreMerged() {
    assertMergesBoth { xs, ys in
      Driver.merge(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1))
        .asObservable()
    }
  }

  func testArrayAndCollectionFormsMerge() {
    assertMergesBoth { xs, ys in
      Driver.merge([xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)])
        .asObservable()
    }
    assertMergesBoth { xs, ys in
      Driver.merge([xs, ys].lazy.map { $0.asDriver(onErrorJustReturn: -1) }).asObservable()
    }
  }

  func testMergeOfASequenceOfDriversSubscribesToEachAsItArrives() {
    let scheduler = TestScheduler(initialClock: 0)
    let (xs, ys, zs) = nestedDrivers(scheduler)
    let res = scheduler.start { xs.asDriver(onErrorDriveWith: .empty()).merge() }
    XCTAssertEqual(res.events, [.next(215, 1), .next(225, 10), .next(240, 2), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
    XCTAssertEqual(zs.subscriptions, [Subscription(220, 240)])
  }

  func testMergeWithAMaximumMakesTheOthersWait() {
    let scheduler = TestScheduler(initialClock: 0)
    let (xs, ys, zs) = nestedDrivers(scheduler)
    let res = scheduler.start {
      xs.asDriver(onErrorDriveWith: .empty()).merge(maxConcurrent: 1)
    }
    XCTAssertEqual(res.events, [.next(215, 1), .next(240, 2), .next(255, 10), .completed(270)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
    XCTAssertEqual(zs.subscriptions, [Subscription(250, 270)])
  }

  func testMergeDisposedEarlyDisposesEveryInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let (xs, ys, zs) = nestedDrivers(scheduler)
    let res = scheduler.start(disposed: 235) { xs.asDriver(onErrorDriveWith: .empty()).merge() }
    XCTAssertEqual(res.events, [.next(215, 1), .next(225, 10)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 235)])
    XCTAssertEqual(zs.subscriptions, [Subscription(220, 235)])
  }
}

/// A hot observable that sends a driver of `ys` at 210 and one of `zs` at 220, then completes at
/// 230; `ys` sends 1 and 2 five and thirty ticks after each subscription and completes at forty,
/// `zs` sends 10 after five ticks and completes at twenty.
func nestedDrivers(_ scheduler: TestScheduler) -> (
  TestableObservable<Driver<Int>>, TestableObservable<Int>, TestableObservable<Int>
) {
  let ys = scheduler.createColdObservable([.next(5, 1), .next(30, 2), .completed(40)])
  let zs = scheduler.createColdObservable([.next(5, 10), .completed(20)])
  let xs = scheduler.createHotObservable([
    .next(210, ys.asDriver(onErrorJustReturn: -1)), .next(220, zs.asDriver(onErrorJustReturn: -1)),
    .completed(230),
  ])
  return (xs, ys, zs)
}
