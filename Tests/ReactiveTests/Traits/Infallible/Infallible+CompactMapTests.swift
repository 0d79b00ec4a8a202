import Reactive
import ReactiveTest
import XCTest

final class InfallibleCompactMapTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: -1).compactMap { $0 == 1 ? nil : $0 * 2 }
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: -1).compactMap { $0 == 1 ? nil : $0 * 2 }
    }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testValuesAreTransformedAndNilResultsDropped() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: -1).compactMap { $0 == 1 ? nil : $0 * 2 }
    }
    XCTAssertEqual(res.events, [.next(220, 4), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(290, 2), .completed(300)])
    let res = scheduler.start(disposed: 250) {
      xs.asInfallible(onErrorJustReturn: -1).compactMap { $0 == 1 ? nil : $0 * 2 }
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }
}
