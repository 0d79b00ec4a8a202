import Reactive
import ReactiveTest
import XCTest

final class ConcatMapTests: ReactiveTestCase {
  private let cases = FlatteningCases { xs, selector in xs.concatMap(selector) }

  func testNeverOuterSendsNothingAndIsDisposedAtTheEnd() {
    cases.assertNeverOuterSendsNothing()
  }

  func testEmptyOuterCompletes() {
    cases.assertEmptyOuterCompletes()
  }

  func testInnersRunOneAfterTheOtherInTheOrderOfTheirElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 0), .next(220, 1), .next(225, 2), .completed(235),
    ])
    let ys = [
      scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)]),
      scheduler.createColdObservable([.next(5, 10), .completed(15)]),
      scheduler.createColdObservable([.next(5, 20), .completed(10)]),
    ]
    var selectedAt: [Int] = []
    let res = scheduler.start {
      xs.concatMap { value -> TestableObservable<Int> in
        selectedAt.append(scheduler.clock)
        return ys[value]
      }
    }
    XCTAssertEqual(
      res.events,
      [.next(220, 1), .next(230, 2), .next(245, 10), .next(260, 20), .completed(265)])
    XCTAssertEqual(selectedAt, [210, 220, 225])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 240)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(240, 255)])
    XCTAssertEqual(ys[2].subscriptions, [Subscription(255, 265)])
  }

  func testOuterErrorIsSentDisposesTheRunningInnerAndDropsTheWaitingOnes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .error(240, testError)])
    let ys = [
      scheduler.createColdObservable([.next(15, 1), .next(50, 2), .completed(100)]),
      scheduler.createColdObservable([.next(5, 10), .completed(15)]),
    ]
    let res = scheduler.start { xs.concatMap { ys[$0] } }
    XCTAssertEqual(res.events, [.next(225, 1), .error(240, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 240)])
    XCTAssertEqual(ys[1].subscriptions, [])
  }

  func testInnerErrorIsSentAndDisposesTheOuter() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(400)])
    let ys = [
      scheduler.createColdObservable([.next(15, 1), .error(30, testError)]),
      scheduler.createColdObservable([.next(5, 10), .completed(15)]),
    ]
    let res = scheduler.start { xs.concatMap { ys[$0] } }
    XCTAssertEqual(res.events, [.next(225, 1), .error(240, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 240)])
    XCTAssertEqual(ys[1].subscriptions, [])
  }

  func testDisposingEarlyDisposesTheOuterAndTheRunningInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(400)])
    let ys = [
      scheduler.createColdObservable([.next(15, 1), .next(100, 2), .completed(150)]),
      scheduler.createColdObservable([.next(5, 10), .completed(15)]),
    ]
    let res = scheduler.start(disposed: 250) { xs.concatMap { ys[$0] } }
    XCTAssertEqual(res.events, [.next(225, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 250)])
    XCTAssertEqual(ys[1].subscriptions, [])
  }

  func testThrowingSelectorSendsErrorAndDisposesEverything() {
    cases.assertThrowingSelectorDisposesEverything()
  }

  func testSynchronousInnersAreConcatenatedInOrder() {
    var received: [Event<Int>] = []
    _ = Observable.of(1, 2).concatMap { Observable.of($0, $0 * 10) }
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(10), .next(2), .next(20), .completed])
  }

  func testHundredThousandWaitingSynchronousInnersRunWithoutDeepeningTheStack() {
    let first = PublishSubject<Int>()
    var count = 0
    var completed = false
    let subscription = Observable.range(start: 0, count: 100_000)
      .concatMap { $0 == 0 ? first.asObservable() : Observable.just($0) }
      .subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
    XCTAssertEqual(count, 0)
    first.onCompleted()
    XCTAssertEqual(count, 99_999)
    XCTAssertTrue(completed)
    subscription.dispose()
  }

  func testCompletionWaitsForTheInner() {
    cases.assertCompletionWaitsForTheInner()
  }

  func testElementTheObserverSendsBackWaitsForTheRunningInnerSequence() {
    assertFeedbackLoop(
      input: [.next(210, 1)],
      sends: [.next(210, 1), .next(210, 10), .next(210, 2), .next(210, 20)],
      { source, _ in source.concatMap { Observable.of($0, $0 * 10) } },
      feedback: { $0 == 1 ? 2 : nil })
  }

  func testRecursiveConcatMapHundredThousandDeepRunsInBoundedStack() {
    assertDeepChain(sends: [.next(0), .completed]) { countDown(deepChainDepth) }
  }

  func testHundredThousandConcatMapsChainedInALoopKeepTheOrderInBoundedStack() {
    assertDeepChain(sends: [.next(deepChainDepth), .next(deepChainDepth + 1), .completed]) {
      var chain = Observable.of(0, 1)
      for _ in 0..<deepChainDepth { chain = chain.concatMap { Observable.just($0 + 1) } }
      return chain
    }
  }
}

/// A sequence that reaches 0 through `n` nested `concatMap`s, each made by the one above.
private func countDown(_ n: Int) -> Observable<Int> {
  n == 0 ? Observable.just(0) : Observable.just(n).concatMap { countDown($0 - 1) }
}
