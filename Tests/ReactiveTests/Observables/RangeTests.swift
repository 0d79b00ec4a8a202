import Reactive
import ReactiveTest
import XCTest

final class RangeTests: ReactiveTestCase {
  func testSendsConsecutiveIntegersWhileSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.range(start: 5, count: 3) }
    XCTAssertEqual(res.events, [.next(200, 5), .next(200, 6), .next(200, 7), .completed(200)])
  }

  func testCountZeroCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.range(start: 5, count: 0) }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testReachesTheLargestValueOfTheTypeWithoutOverflow() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int8>.range(start: 126, count: 2) }
    XCTAssertEqual(res.events, [.next(200, 126), .next(200, 127), .completed(200)])
  }

  func testWithASchedulerSendsOneEventPerTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.range(start: 5, count: 3, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 5), .next(202, 6), .next(203, 7), .completed(204)])
  }

  func testWithASchedulerStopsWhenDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 203) {
      Observable.range(start: 5, count: 3, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(201, 5), .next(202, 6)])
  }

  func testDisposalWhileSendingStopsTheLoop() {
    var produced: [Int] = []
    _ = Observable.range(start: 1, count: 1_000).do(onNext: { produced.append($0) }).take(3)
      .subscribe()
    XCTAssertEqual(produced, [1, 2, 3])
  }
}
