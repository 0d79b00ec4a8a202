import Reactive
import ReactiveTest
import XCTest

final class FlatMapFirstTests: ReactiveTestCase {
  func testNeverOuterSendsNothingAndIsDisposedAtTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0)])
    let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start { xs.flatMapFirst { _ in ys } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testEmptyOuterCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .completed(250)])
    let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start { xs.flatMapFirst { _ in ys } }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testElementsArrivingWhileAnInnerRunsAreDroppedWithoutCallingTheSelector() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 0), .next(220, 1), .next(260, 2), .completed(300),
    ])
    let ys = [
      scheduler.createColdObservable([.next(15, 1), .next(30, 2), .completed(40)]),
      scheduler.createColdObservable([.next(5, 99), .completed(10)]),
      scheduler.createColdObservable([.next(10, 3), .completed(60)]),
    ]
    var selected: [Int] = []
    let res = scheduler.start {
      xs.flatMapFirst { value -> TestableObservable<Int> in
        selected.append(value)
        return ys[value]
      }
    }
    XCTAssertEqual(res.events, [.next(225, 1), .next(240, 2), .next(270, 3), .completed(320)])
    XCTAssertEqual(selected, [0, 2])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 250)])
    XCTAssertEqual(ys[1].subscriptions, [])
    XCTAssertEqual(ys[2].subscriptions, [Subscription(260, 320)])
  }

  func testOuterErrorIsSentAndDisposesTheInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 0), .error(240, testError)])
    let ys = scheduler.createColdObservable([.next(15, 1), .next(50, 2), .completed(100)])
    let res = scheduler.start { xs.flatMapFirst { _ in ys } }
    XCTAssertEqual(res.events, [.next(225, 1), .error(240, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)])
  }

  func testInnerErrorIsSentAndDisposesTheOuter() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 0), .completed(400)])
    let ys = scheduler.createColdObservable([.next(15, 1), .error(30, testError)])
    let res = scheduler.start { xs.flatMapFirst { _ in ys } }
    XCTAssertEqual(res.events, [.next(225, 1), .error(240, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)])
  }

  func testDisposingEarlyDisposesTheOuterAndTheInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 0), .completed(400)])
    let ys = scheduler.createColdObservable([.next(15, 1), .next(100, 2), .completed(150)])
    let res = scheduler.start(disposed: 250) { xs.flatMapFirst { _ in ys } }
    XCTAssertEqual(res.events, [.next(225, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
  }

  func testThrowingSelectorSendsErrorAndDisposesEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 0), .next(230, 1), .completed(400)])
    let res = scheduler.start {
      xs.flatMapFirst { _ -> Observable<Int> in throw testError }
    }
    XCTAssertEqual(res.events, [.error(210, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testCompletionWaitsForTheRunningInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 0), .completed(220)])
    let ys = scheduler.createColdObservable([.next(30, 1), .completed(50)])
    let res = scheduler.start { xs.flatMapFirst { _ in ys } }
    XCTAssertEqual(res.events, [.next(240, 1), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 260)])
  }

  func testSynchronousInnersNeverOverlapSoNoneIsDropped() {
    var received: [Event<Int>] = []
    _ = Observable.of(1, 2).flatMapFirst { Observable.of($0, $0 * 10) }
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(10), .next(2), .next(20), .completed])
  }
}
