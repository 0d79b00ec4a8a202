import Foundation
import Reactive
import ReactiveTest
import XCTest

final class SubscribeOnTests: ReactiveTestCase {
  // MARK: - Virtual time

  func testSubscriptionAndDisposalBothHappenOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    var subscribedAt: TestTime?
    var disposedAt: TestTime?
    let xs = Observable<Int>.create { _ in
      subscribedAt = scheduler.clock
      return Disposables.create { disposedAt = scheduler.clock }
    }
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(subscribedAt, 201)
    XCTAssertEqual(disposedAt, 1001)
  }

  func testNeverSourceIsUnsubscribedOnTheSchedulerAfterDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
  }

  func testEmptySourceCompletesAndIsUnsubscribedOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(300)])
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
  }

  func testValuesArriveWhenTheSourceSendsThem() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .completed(300),
    ])
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
  }

  func testErrorIsForwardedAndTheSourceUnsubscribedOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(300, testError)])
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(300, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
  }

  func testNothingIsDeliveredAfterDisposalWhileTheUnsubscriptionIsPending() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(251, 2), .completed(300)])
    let res = scheduler.start(disposed: 250) { xs.subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(201, 251)])
  }

  func testDisposingBeforeTheScheduledSubscriptionCancelsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let res = scheduler.start(created: 100, subscribed: 200, disposed: 200) {
      xs.subscribe(on: scheduler)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [])
  }

  // MARK: - Dispatch queues

  func testSubscribesAndDisposesOnTheSchedulerQueue() {
    let key = DispatchSpecificKey<Int>()
    let scheduler = SerialDispatchQueueScheduler(
      internalSerialQueueName: "subscribe-on-test",
      serialQueueConfiguration: { $0.setSpecific(key: key, value: 3) })
    let log = LockedValue<[String]>()
    let subscribed = expectation(description: "subscribed")
    let disposed = expectation(description: "disposed")
    let source = Observable<Int>.create { observer in
      log.append("subscribe on queue: \(DispatchQueue.getSpecific(key: key) == 3)")
      observer.onNext(1)
      subscribed.fulfill()
      return Disposables.create {
        log.append("dispose on queue: \(DispatchQueue.getSpecific(key: key) == 3)")
        disposed.fulfill()
      }
    }
    let subscription = source.subscribe(on: scheduler).subscribe(onNext: { log.append("\($0)") })
    wait(for: [subscribed], timeout: 10)
    subscription.dispose()
    wait(for: [disposed], timeout: 10)
    XCTAssertEqual(log.value, ["subscribe on queue: true", "1", "dispose on queue: true"])
  }

  func testDisposingBeforeTheQueueRunsTheSubscriptionCancelsIt() {
    let blocker = DispatchSemaphore(value: 0)
    let queueBox = LockedValue<[DispatchQueue]>()
    let scheduler = SerialDispatchQueueScheduler(
      internalSerialQueueName: "subscribe-on-cancel-test",
      serialQueueConfiguration: { queueBox.append($0) })
    let queue = queueBox.value[0]
    queue.async { blocker.wait() }
    let subscribed = LockedValue(false)
    let source = Observable<Int>.create { _ in
      subscribed.set(true)
      return Disposables.create()
    }
    let subscription = source.subscribe(on: scheduler).subscribe()
    subscription.dispose()
    blocker.signal()
    queue.sync {}
    queue.sync {}
    XCTAssertFalse(subscribed.value)
  }

  func testSubscribingOnTheMainSchedulerFromABackgroundThreadSubscribesOnMain() {
    let onMain = LockedValue<[Bool]>()
    let done = expectation(description: "completed")
    let source = Observable<Int>.create { observer in
      onMain.append(Thread.isMainThread)
      observer.onNext(1)
      observer.onCompleted()
      return Disposables.create()
    }
    // Subscribing to an observable is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) let subscribedOnMain = source.subscribe(on: MainScheduler.instance)
    DispatchQueue.global().async {
      _ = subscribedOnMain.subscribe(onCompleted: { done.fulfill() })
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(onMain.value, [true])
  }
}
