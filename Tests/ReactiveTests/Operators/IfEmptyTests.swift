import Reactive
import ReactiveTest
import XCTest

final class IfEmptyTests: ReactiveTestCase {
  // MARK: ifEmpty(default:)

  func testDefaultNeverSourceSendsNothingAndIsDisposedAtTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let res = scheduler.start { xs.ifEmpty(default: -1) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testDefaultEmptySourceSendsTheDefaultAndCompletesAtItsCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
    let res = scheduler.start { xs.ifEmpty(default: -1) }
    XCTAssertEqual(res.events, [.next(300, -1), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testDefaultSourceWithElementsIsForwardedUnchanged() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start { xs.ifEmpty(default: -1) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testDefaultSourceErrorIsForwardedWithoutTheDefault() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(300, testError)] as [Recorded<Event<Int>>])
    let res = scheduler.start { xs.ifEmpty(default: -1) }
    XCTAssertEqual(res.events, [.error(300, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testDefaultDisposingEarlyUnsubscribesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<Int>>])
    let res = scheduler.start(disposed: 250) { xs.ifEmpty(default: -1) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  // MARK: ifEmpty(switchTo:)

  func testSwitchNeverSourceNeverSubscribesTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let ys = scheduler.createColdObservable([.next(10, 0), .completed(20)])
    let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testSwitchEmptySourceSwitchesToTheOtherAtItsCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let ys = scheduler.createColdObservable([
      .next(10, 0), .next(20, 1), .next(30, 2), .completed(40),
    ])
    let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
    XCTAssertEqual(
      res.events, [.next(220, 0), .next(230, 1), .next(240, 2), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
  }

  func testSwitchSourceWithElementsNeverSubscribesTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(205, 1), .completed(210)])
    let ys = scheduler.createColdObservable([.next(10, 0), .completed(40)])
    let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(205, 1), .completed(210)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testSwitchSourceErrorIsForwardedWithoutSwitching() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(210, testError)] as [Recorded<Event<Int>>])
    let ys = scheduler.createColdObservable([.next(10, 0), .completed(40)])
    let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
    XCTAssertEqual(res.events, [.error(210, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testSwitchOthersErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(210)] as [Recorded<Event<Int>>])
    let ys = scheduler.createColdObservable([.next(10, 0), .error(20, testError)])
    let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(220, 0), .error(230, testError)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
  }

  func testSwitchDisposingEarlyUnsubscribesTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(210)] as [Recorded<Event<Int>>])
    let ys = scheduler.createColdObservable([.next(10, 0), .next(100, 1), .completed(200)])
    let res = scheduler.start(disposed: 250) { xs.ifEmpty(switchTo: ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(220, 0)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
  }

  func testEndingTheSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.ifEmpty(switchTo: .never()) }
  }
}
