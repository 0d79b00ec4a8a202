import Reactive
import ReactiveTest
import XCTest

final class ObservableConvertibleTypeDriverTests: ReactiveTestCase {
  func testJustReturnOfNeverSendsNothing() {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.asDriver(onErrorJustReturn: -1).asObservable() }
  }

  func testJustReturnPassesElementsAndCompletion() {
    assertOperator(
      hot: [.next(150, 1), .next(210, 2), .completed(250)],
      sends: [.next(210, 2), .completed(250)], subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).asObservable() }
  }

  func testJustReturnReplacesTheErrorWithTheElementAndCompletion() {
    assertOperator(
      hot: [.next(210, 2), .error(250, testError)],
      sends: [.next(210, 2), .next(250, -1), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).asObservable() }
  }

  func testJustReturnDisposedEarlyUnsubscribes() {
    assertOperator(
      hot: [.next(210, 2), .error(300, testError)], disposed: 250, sends: [.next(210, 2)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asDriver(onErrorJustReturn: -1).asObservable() }
  }

  func testDriveWithSubscribesTheFallbackDriverOnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(250, testError)])
    let ys = scheduler.createColdObservable([.next(10, 8), .completed(20)])
    let fallback = ys.asDriver(onErrorJustReturn: -1)
    let res = scheduler.start { xs.asDriver(onErrorDriveWith: fallback) }
    XCTAssertEqual(res.events, [.next(210, 2), .next(260, 8), .completed(270)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 270)])
  }

  func testDriveWithIsNotSubscribedWhenTheSourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
    let ys = scheduler.createColdObservable([.next(10, 8), .completed(20)])
    let fallback = ys.asDriver(onErrorJustReturn: -1)
    let res = scheduler.start { xs.asDriver(onErrorDriveWith: fallback) }
    XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testRecoverMakesTheFallbackFromTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .error(250, testError)])
    let res = scheduler.start {
      xs.asDriver(onErrorRecover: { error in Driver.just("recovered from \(error)") })
    }
    XCTAssertEqual(
      res.events, [.next(210, "a"), .next(250, "recovered from test error"), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testRecoverDisposedEarlyNeverCallsTheHandler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(300, testError)])
    var calls = 0
    let res = scheduler.start(disposed: 250) {
      xs.asDriver(onErrorRecover: { _ in
        calls += 1
        return .empty()
      })
    }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(calls, 0)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testInfallibleAsDriverKeepsItsEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).asDriver() }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testBehaviorRelayAsDriverStartsWithTheCurrentValueAndReplaysIt() {
    let relay = BehaviorRelay(value: 1)
    let driver = relay.asDriver()
    var first: [Int] = []
    var second: [Int] = []
    let a = driver.drive(onNext: { first.append($0) })
    relay.accept(2)
    let b = driver.drive(onNext: { second.append($0) })
    relay.accept(3)
    XCTAssertEqual(first, [1, 2, 3])
    XCTAssertEqual(second, [2, 3])
    a.dispose()
    b.dispose()
  }

  func testADriverDrivenInsideAnotherDriversObserverDeliversAtOnceInOrder() {
    assertNestedSubscriptionDeliversAtOnceInOrder { source, onNext in
      source.asDriver(onErrorJustReturn: -1).drive(onNext: onNext)
    }
  }
}
