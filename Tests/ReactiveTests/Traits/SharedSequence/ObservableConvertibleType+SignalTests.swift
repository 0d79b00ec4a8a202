import Reactive
import ReactiveTest
import XCTest

final class ObservableConvertibleTypeSignalTests: ReactiveTestCase {
  func testJustReturnOfNeverSendsNothing() {
    assertOperator(
      hot: [.next(150, 1)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.asSignal(onErrorJustReturn: -1).asObservable() }
  }

  func testJustReturnPassesElementsAndCompletion() {
    assertOperator(
      hot: [.next(150, 1), .next(210, 2), .completed(250)],
      sends: [.next(210, 2), .completed(250)], subscriptions: [Subscription(200, 250)]
    ) { $0.asSignal(onErrorJustReturn: -1).asObservable() }
  }

  func testJustReturnReplacesTheErrorWithTheElementAndCompletion() {
    assertOperator(
      hot: [.next(210, 2), .error(250, testError)],
      sends: [.next(210, 2), .next(250, -1), .completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asSignal(onErrorJustReturn: -1).asObservable() }
  }

  func testJustReturnDisposedEarlyUnsubscribes() {
    assertOperator(
      hot: [.next(210, 2), .error(300, testError)], disposed: 250, sends: [.next(210, 2)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.asSignal(onErrorJustReturn: -1).asObservable() }
  }

  func testSignalWithSubscribesTheFallbackSignalOnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(250, testError)])
    let ys = scheduler.createColdObservable([.next(10, 8), .completed(20)])
    let fallback = ys.asSignal(onErrorJustReturn: -1)
    let res = scheduler.start { xs.asSignal(onErrorSignalWith: fallback) }
    XCTAssertEqual(res.events, [.next(210, 2), .next(260, 8), .completed(270)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 270)])
  }

  func testRecoverMakesTheFallbackFromTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .error(250, testError)])
    let res = scheduler.start {
      xs.asSignal(onErrorRecover: { error in Signal.just("recovered from \(error)") })
    }
    XCTAssertEqual(
      res.events, [.next(210, "a"), .next(250, "recovered from test error"), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testInfallibleAsSignalKeepsItsEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).asSignal() }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testPublishRelayAsSignalSendsOnlyLaterValuesToLateSubscribers() {
    let relay = PublishRelay<Int>()
    let signal = relay.asSignal()
    var first: [Int] = []
    var second: [Int] = []
    let a = signal.emit(onNext: { first.append($0) })
    relay.accept(1)
    let b = signal.emit(onNext: { second.append($0) })
    relay.accept(2)
    XCTAssertEqual(first, [1, 2])
    XCTAssertEqual(second, [2])
    a.dispose()
    b.dispose()
  }

  func testASignalEmittedInsideAnotherSignalsObserverDeliversAtOnceInOrder() {
    assertNestedSubscriptionDeliversAtOnceInOrder { source, onNext in
      source.asSignal(onErrorJustReturn: -1).emit(onNext: onNext)
    }
  }
}
