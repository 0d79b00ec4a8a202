import Reactive
import ReactiveTest
import XCTest

final class InfallibleFlatMapTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: -1).flatMap { Infallible.just($0 * 10) }
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: -1).flatMap { Infallible.just($0 * 10) }
    }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testInnerSequencesAreMergedAndTheResultCompletesAfterTheLast() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let ys = scheduler.createColdObservable([.next(5, 0), .next(25, 1), .completed(30)])
    let inner = ys.asInfallible(onErrorJustReturn: -1)
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: -1).flatMap { x in inner.map { x * 10 + $0 } }
    }
    XCTAssertEqual(
      res.events,
      [.next(215, 10), .next(225, 20), .next(235, 11), .next(245, 21), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 240), Subscription(220, 250)])
  }

  func testDisposedEarlyUnsubscribesTheSourceAndTheInnerSequences() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let ys = scheduler.createColdObservable([.next(5, 0), .next(100, 1), .completed(100)])
    let inner = ys.asInfallible(onErrorJustReturn: -1)
    let res = scheduler.start(disposed: 250) {
      xs.asInfallible(onErrorJustReturn: -1).flatMap { _ in inner }
    }
    XCTAssertEqual(res.events, [.next(215, 0)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
  }
}
