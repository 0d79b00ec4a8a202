import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceFlatMapFirstTests: ReactiveTestCase {
  func testNeverSourceSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let res = scheduler.start {
      xs.asDriver(onErrorJustReturn: -1).flatMapFirst { Driver.just($0) }
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
    let res = scheduler.start {
      xs.asDriver(onErrorJustReturn: -1).flatMapFirst { Driver.just($0) }
    }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testElementsArrivingWhileAnInnerSequenceRunsAreDropped() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(230, 2), .next(250, 3), .completed(260),
    ])
    let ys = scheduler.createColdObservable([.next(5, 0), .next(25, 1), .completed(30)])
    let inner = ys.asDriver(onErrorJustReturn: -1)
    let res = scheduler.start {
      xs.asDriver(onErrorJustReturn: -1).flatMapFirst { x in inner.map { x * 10 + $0 } }
    }
    XCTAssertEqual(
      res.events, [.next(215, 10), .next(235, 11), .next(255, 30), .next(275, 31), .completed(280)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 240), Subscription(250, 280)])
  }

  func testDisposedEarlyUnsubscribesTheSourceAndTheInnerSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let ys = scheduler.createColdObservable([.next(5, 0), .completed(100)])
    let inner = ys.asDriver(onErrorJustReturn: -1)
    let res = scheduler.start(disposed: 250) {
      xs.asDriver(onErrorJustReturn: -1).flatMapFirst { _ in inner }
    }
    XCTAssertEqual(res.events, [.next(215, 0)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
  }
}
