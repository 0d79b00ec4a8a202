import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceDoTests: ReactiveTestCase {
  func testHandlersRunOncePerEventHoweverManySubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    var calls: [String: [TestTime]] = [:]
    func note(_ handler: String) { calls[handler, default: []].append(scheduler.clock) }
    let driver = xs.asDriver(onErrorJustReturn: -1)
      .do(
        onNext: { _ in note("onNext") }, afterNext: { _ in note("afterNext") },
        onCompleted: { note("onCompleted") }, afterCompleted: { note("afterCompleted") },
        onSubscribe: { note("onSubscribe") }, onSubscribed: { note("onSubscribed") },
        onDispose: { note("onDispose") })
    let first = scheduler.record(driver, from: 200)
    let second = scheduler.record(driver, from: 205)
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1), .completed(250)])
    XCTAssertEqual(second.events, [.next(210, 1), .completed(250)])
    XCTAssertEqual(
      calls,
      [
        "onSubscribe": [200], "onSubscribed": [200], "onNext": [210], "afterNext": [210],
        "onCompleted": [250], "afterCompleted": [250], "onDispose": [250],
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testOnDisposeRunsWhenTheLastSubscriberLeaves() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    var disposals: [TestTime] = []
    let signal = xs.asSignal(onErrorJustReturn: -1)
      .do(onDispose: { disposals.append(scheduler.clock) })
    let first = scheduler.record(signal, from: 200, until: 230)
    let second = scheduler.record(signal, from: 205, until: 240)
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1)])
    XCTAssertEqual(second.events, [.next(210, 1)])
    XCTAssertEqual(disposals, [240])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
  }
}
