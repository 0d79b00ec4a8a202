import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

final class SubscribeOnTests: ReactiveTestCase {
  // MARK: - Virtual time

  func testSubscriptionAndDisposalBothHappenOnTheScheduler() {
    var subscribedAt: TestTime?
    var disposedAt: TestTime?
    assertMarbles { m in
      let xs = Observable<Int>.create { _ in
        subscribedAt = m.scheduler.clock
        return Disposables.create { disposedAt = m.scheduler.clock }
      }
      m.expect("-") { xs.subscribe(on: m.scheduler) }
    }
    XCTAssertEqual(subscribedAt, 201)
    XCTAssertEqual(disposedAt, 1001)
  }

  func testNeverSourceIsUnsubscribedOnTheSchedulerAfterDisposal() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      m.expect("                      -") { xs.subscribe(on: m.scheduler) }
      m.expectSubscriptions(xs, "     - @201 ^ @1001 !")
    }
  }

  func testEmptySourceCompletesAndIsUnsubscribedAsItCompletes() {
    // The wrapper `asObservable()` puts around a test observable disposes it as soon as it passes
    // the terminal event on, as RxSwift's `create` does, before the scheduled disposal.
    assertMarbles(ticksPerFrame: 1) { m in
      let xs = m.hot("           ^- @300 |")
      m.expect("                 -- @300 |") { xs.subscribe(on: m.scheduler) }
      m.expectSubscriptions(xs, "-^ @300 !")
    }
  }

  func testValuesArriveWhenTheSourceSendsThem() {
    assertMarbles { m in
      let xs = m.hot("           0----^ @201 - @210 12-------|")
      m.expect("                      - @201 - @210 12-------|") { xs.subscribe(on: m.scheduler) }
      m.expectSubscriptions(xs, "     - @201 ^ @300 !")
    }
  }

  func testErrorIsForwardedAndTheSourceUnsubscribedAsItFails() {
    assertMarbles(ticksPerFrame: 1) { m in
      let xs = m.hot("           ^---------1 @300 #")
      m.expect("                 ----------1 @300 #") { xs.subscribe(on: m.scheduler) }
      m.expectSubscriptions(xs, "-^--------- @300 !")
    }
  }

  func testACreateSourceIsDisposedAsItsTerminalEventPassesNotATickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let cold = scheduler.createColdObservable([.next(10, 1), .error(63, testError)])
    let failing = scheduler.start { cold.subscribe(on: scheduler) }
    XCTAssertEqual(failing.events, [.next(211, 1), .error(264, testError)])
    XCTAssertEqual(cold.subscriptions, [Subscription(201, 264)])

    let completing = TestScheduler(initialClock: 0)
    var disposedAt: [TestTime] = []
    let created = Observable<Int>.create { observer in
      let timer = completing.scheduleRelative((), dueTime: .seconds(149)) { _ in
        observer.onCompleted()
        return Disposables.create()
      }
      return Disposables.create(timer, Disposables.create { disposedAt.append(completing.clock) })
    }
    let completed = completing.start { created.subscribe(on: completing) }
    XCTAssertEqual(completed.events, [.completed(350)])
    XCTAssertEqual(disposedAt, [350])
  }

  func testNothingIsDeliveredAfterDisposalWhileTheUnsubscriptionIsPending() {
    assertMarbles(ticksPerFrame: 1, disposed: 250) { m in
      let xs = m.hot("           ^---------1 @251 2 @300 |")
      m.expect("                 ----------1") { xs.subscribe(on: m.scheduler) }
      m.expectSubscriptions(xs, "-^--------- @251 !")
    }
  }

  func testDisposingBeforeTheScheduledSubscriptionCancelsIt() {
    assertMarbles(disposed: 200) { m in
      let xs = m.hot("^1")
      m.expect("      -") {
        xs.subscribe(on: m.scheduler)
      }
      m.expectSubscriptions(xs)
    }
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
