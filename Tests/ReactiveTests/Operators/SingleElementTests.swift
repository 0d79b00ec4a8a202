import Reactive
import ReactiveTest
import XCTest

final class SingleElementTests: ReactiveTestCase {
  func testNeverSourceSendsNothingAndIsDisposedAtTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let res = scheduler.start { xs.single() }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourceFailsWithNoElementsAtItsCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
    let res = scheduler.start { xs.single() }
    XCTAssertEqual(res.events, [.error(300, RxError.noElements)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testTheOnlyElementIsSentAtOnceAndTheCompletionAtTheSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
    let res = scheduler.start { xs.single() }
    XCTAssertEqual(res.events, [.next(210, 2), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testASecondElementFailsAtOnceWithMoreThanOneElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 2), .next(220, 3), .next(230, 4), .completed(300),
    ])
    let res = scheduler.start { xs.single() }
    XCTAssertEqual(res.events, [.next(210, 2), .error(220, RxError.moreThanOneElement)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testSourceErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(210, testError)] as [Recorded<Event<Int>>])
    let res = scheduler.start { xs.single() }
    XCTAssertEqual(res.events, [.error(210, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(290, 3), .completed(300)])
    let res = scheduler.start(disposed: 250) { xs.single() }
    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testPredicateDropsTheElementsThatDoNotMatch() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let res = scheduler.start { xs.single { $0 == 2 } }
    XCTAssertEqual(res.events, [.next(220, 2), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testPredicateWithoutMatchFailsWithNoElementsAtTheCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .completed(300)])
    let res = scheduler.start { xs.single { $0 == 2 } }
    XCTAssertEqual(res.events, [.error(300, RxError.noElements)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testPredicateWithASecondMatchFailsAtIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 2), .next(220, 3), .next(230, 4), .completed(300),
    ])
    let res = scheduler.start { xs.single { $0.isMultiple(of: 2) } }
    XCTAssertEqual(res.events, [.next(210, 2), .error(230, RxError.moreThanOneElement)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testThrowingPredicateSendsErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start {
      xs.single { value -> Bool in
        if value == 2 { throw testError }
        return false
      }
    }
    XCTAssertEqual(res.events, [.error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testSynchronousSourceStopsAtTheSecondElement() {
    var produced: [Int] = []
    var received: [Event<Int>] = []
    _ = Observable.range(start: 1, count: 100)
      .do(onNext: { produced.append($0) })
      .single()
      .subscribe { received.append($0) }
    XCTAssertEqual(produced, [1, 2])
    XCTAssertEqual(received, [.next(1), .error(RxError.moreThanOneElement)])
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.single() }
  }
}
