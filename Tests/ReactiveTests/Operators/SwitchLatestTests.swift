import Reactive
import ReactiveTest
import XCTest

final class SwitchLatestTests: ReactiveTestCase {
  func testNeverOuterSendsNothingAndIsDisposedAtTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Observable<Int>>>]())
    let res = scheduler.start { xs.switchLatest() }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptyOuterCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Observable<Int>>>])
    let res = scheduler.start { xs.switchLatest() }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testEachInnerReplacesThePreviousOne() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = [
      scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)]),
      scheduler.createColdObservable([.next(10, 3), .completed(20)]),
    ]
    let xs = scheduler.createHotObservable([.next(210, ys[0]), .next(240, ys[1]), .completed(250)])
    let res = scheduler.start { xs.switchLatest() }
    XCTAssertEqual(res.events, [.next(220, 1), .next(250, 3), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 240)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(240, 260)])
  }

  func testOuterErrorIsSentAndDisposesTheInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
    let xs = scheduler.createHotObservable([.next(210, ys), .error(230, testError)])
    let res = scheduler.start { xs.switchLatest() }
    XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
  }

  func testInnerErrorIsSentAndDisposesTheOuter() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
    let xs = scheduler.createHotObservable([.next(210, ys), .completed(300)])
    let res = scheduler.start { xs.switchLatest() }
    XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
  }

  func testDisposingEarlyDisposesTheOuterAndTheInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
    let xs = scheduler.createHotObservable([.next(210, ys), .completed(300)])
    let res = scheduler.start(disposed: 230) { xs.switchLatest() }
    XCTAssertEqual(res.events, [.next(220, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
  }

  func testElementTheObserverSendsBackSwitchesAwayFromTheDeliveringInnerSequenceNested() {
    assertFeedbackLoop(
      input: [.next(210, 1)],
      sends: [.next(210, 1), .next(210, 2), .next(210, 20)],
      { source, _ in source.map { Observable.of($0, $0 * 10) }.switchLatest() },
      feedback: { $0 == 1 ? 2 : nil })
  }
}
