import Reactive
import ReactiveTest
import XCTest

final class FlatMapFirstTests: ReactiveTestCase {
  private let cases = FlatteningCases { xs, selector in xs.flatMapFirst(selector) }

  func testNeverOuterSendsNothingAndIsDisposedAtTheEnd() {
    cases.assertNeverOuterSendsNothing()
  }

  func testEmptyOuterCompletes() {
    cases.assertEmptyOuterCompletes()
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
    cases.assertOuterErrorDisposesTheInner()
  }

  func testInnerErrorIsSentAndDisposesTheOuter() {
    cases.assertInnerErrorDisposesTheOuter()
  }

  func testDisposingEarlyDisposesTheOuterAndTheInner() {
    cases.assertDisposingEarlyDisposesTheOuterAndTheInner()
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
    cases.assertCompletionWaitsForTheInner()
  }

  func testSynchronousInnersNeverOverlapSoNoneIsDropped() {
    var received: [Event<Int>] = []
    _ = Observable.of(1, 2).flatMapFirst { Observable.of($0, $0 * 10) }
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(10), .next(2), .next(20), .completed])
  }
}
