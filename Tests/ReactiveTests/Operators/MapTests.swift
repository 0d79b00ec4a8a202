import Reactive
import ReactiveTest
import XCTest

final class MapTests: ReactiveTestCase {
  func testNeverSourceSendsNothingAndIsDisposedAtTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let res = scheduler.start { xs.map { $0 * 2 } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
    let res = scheduler.start { xs.map { $0 * 2 } }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testValuesAreTransformedInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 4), .completed(300),
    ])
    let res = scheduler.start { xs.map { $0 * 2 } }
    XCTAssertEqual(
      res.events, [.next(210, 0), .next(220, 2), .next(230, 4), .next(240, 8), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testSourceErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(300, testError)])
    let res = scheduler.start { xs.map { $0 * 2 } }
    XCTAssertEqual(res.events, [.next(210, 2), .error(300, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testDisposingEarlyUnsubscribesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(290, 2), .completed(300)])
    let res = scheduler.start(disposed: 250) { xs.map { $0 * 2 } }
    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testThrowingTransformSendsErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let res = scheduler.start {
      xs.map { value -> Int in
        if value == 2 { throw testError }
        return value * 2
      }
    }
    XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testSynchronousSourceWithThrowingTransformStopsTheSource() {
    var produced: [Int] = []
    var received: [Event<Int>] = []
    _ = Observable.range(start: 1, count: 100)
      .map { value -> Int in
        produced.append(value)
        return value
      }
      .map { value -> Int in
        if value == 3 { throw testError }
        return value
      }
      .subscribe { received.append($0) }
    XCTAssertEqual(produced, [1, 2, 3])
    XCTAssertEqual(received, [.next(1), .next(2), .error(testError)])
  }

  func testTransformRunsOncePerElementForEachSubscription() {
    var calls = 0
    let doubled = Observable.of(1, 2).map { value -> Int in
      calls += 1
      return value * 2
    }
    var received: [Int] = []
    _ = doubled.subscribe(onNext: { received.append($0) })
    _ = doubled.subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [2, 4, 2, 4])
    XCTAssertEqual(calls, 4)
  }

  func testChainedTransformsApplyInOrder() {
    assertOperator(
      hot: [.next(210, 1), .next(220, 2), .completed(250)],
      sends: [.next(210, "11"), .next(220, "21"), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.map { $0 * 10 }.map { "\($0 + 1)" } }
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.map { [$0] } }
  }
}
