import Reactive
import ReactiveTest
import XCTest

final class InfallibleConcatMapTests: ReactiveTestCase {
  func testInnersRunOneAfterTheOtherInTheOrderOfTheirElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let ys = scheduler.createColdObservable([.next(5, 0), .next(20, 1), .completed(25)])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: -1).concatMap { x in
        ys.asInfallible(onErrorJustReturn: -1).map { x * 10 + $0 }
      }
    }
    XCTAssertEqual(
      res.events,
      [.next(215, 10), .next(230, 11), .next(240, 20), .next(255, 21), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 235), Subscription(235, 260)])
  }

  func testNeverOuterSendsNothingAndDisposingEarlyDisposesTheRunningInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let ys = scheduler.createColdObservable([.next(5, 0), .next(100, 1)])
    let res = scheduler.start(disposed: 250) {
      xs.asInfallible(onErrorJustReturn: -1).concatMap { _ in
        ys.asInfallible(onErrorJustReturn: -1)
      }
    }
    XCTAssertEqual(res.events, [.next(215, 0)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
  }

  func testAFallibleInnerSendsItsErrorAsRxSwiftDoes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let ys = scheduler.createColdObservable([Recorded<Event<Int>>.error(5, testError)])
    let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).concatMap { _ in ys } }
    XCTAssertEqual(res.events, [.error(215, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 215)])
  }
}
