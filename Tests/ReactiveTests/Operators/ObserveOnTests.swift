import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

final class ObserveOnTests: ReactiveTestCase {
  // MARK: - Virtual time

  func testNeverSourceSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      m.expect("                      -") { xs.observe(on: m.scheduler) }
      m.expectSubscriptions(xs, "     ^ @1000 !")
    }
  }

  func testEmptySourceCompletesOnTheScheduler() {
    assertMarbles { m in
      let xs = m.hot("           1----^---------|")
      m.expect("                      ----------- @301 |") { xs.observe(on: m.scheduler) }
      m.expectSubscriptions(xs, "     ^---------!")
    }
  }

  func testValuesAreDeliveredOnTheSchedulerInOrder() {
    assertMarbles { m in
      let xs = m.hot("           1----^2 @211 - @240 3 @241 - @300 |")
      m.expect("                      -- @211 2 @240 - @241 3 @300 - @301 |") {
        xs.observe(on: m.scheduler)
      }
      m.expectSubscriptions(xs, "     ^- @211 - @240 - @241 - @300 !")
    }
  }

  func testErrorIsDeliveredOnTheScheduler() {
    assertMarbles(ticksPerFrame: 1) { m in
      let xs = m.hot("           ^---------2- @300 #")
      m.expect("                 -----------2 @300 -#") { xs.observe(on: m.scheduler) }
      m.expectSubscriptions(xs, "^----------- @300 !")
    }
  }

  func testSourceIsDisposedWhenItTerminatesBeforeTheTerminalEventIsDelivered() {
    var disposedAt: [TestTime] = []
    assertMarbles(ticksPerFrame: 1) { m in
      let xs = m.hot("           ^---------2- @300 |")
      m.expect("                 -----------2 @300 -|") {
        xs.do(onDispose: { disposedAt.append(m.scheduler.clock) }).observe(on: m.scheduler)
      }
      m.expectSubscriptions(xs, "^----------- @300 !")
    }
    XCTAssertEqual(disposedAt, [300])
  }

  func testDisposingDropsTheEventsStillQueued() {
    assertMarbles(ticksPerFrame: 1, disposed: 241) { m in
      let xs = m.hot("           ^---------2-----------------------------3- @300 |")
      m.expect("                 -----------2") { xs.observe(on: m.scheduler) }
      m.expectSubscriptions(xs, "^----------------------------------------!")
    }
  }

  func testSynchronousBurstIsDeliveredOneEventPerScheduledAction() {
    assertMarbles(ticksPerFrame: 1) { m in
      m.expect("-123|") { Observable.of(1, 2, 3).observe(on: m.scheduler) }
    }
  }

  func testDisposingDuringASynchronousBurstDropsTheRest() {
    assertMarbles(ticksPerFrame: 1, disposed: 202) { m in
      m.expect("-1") { Observable.of(1, 2, 3).observe(on: m.scheduler) }
    }
  }

  // MARK: - Dispatch queues

  func testSerialQueueDeliversInOrderOnItsQueue() {
    let key = DispatchSpecificKey<Int>()
    let scheduler = SerialDispatchQueueScheduler(
      internalSerialQueueName: "observe-on-test",
      serialQueueConfiguration: { $0.setSpecific(key: key, value: 7) })
    let received = LockedValue<[Int]>()
    let onQueue = LockedValue<[Bool]>()
    let done = expectation(description: "completed")
    let subscription = Observable.range(start: 0, count: 1_000)
      .observe(on: scheduler)
      .subscribe(
        onNext: { value in
          onQueue.append(DispatchQueue.getSpecific(key: key) == 7)
          received.append(value)
        },
        onCompleted: { done.fulfill() })
    wait(for: [done], timeout: 10)
    subscription.dispose()
    XCTAssertEqual(received.value, Array(0..<1_000))
    XCTAssertEqual(Set(onQueue.value), [true])
  }

  func testEachEventTakesItsPlaceOnASerialQueueWhenItIsSent() {
    let (scheduler, queue, blocker) = blockedSerialScheduler()
    let source = PublishSubject<String>()
    let log = LockedValue<[String]>()
    let subscription = source.observe(on: scheduler).subscribe(onNext: { log.append($0) })
    source.onNext("first")
    source.onNext("second")
    queue.async { log.append("other work") }
    source.onNext("third")
    blocker.signal()
    queue.sync {}
    subscription.dispose()
    XCTAssertEqual(log.value, ["first", "second", "other work", "third"])
  }

  func testConcurrentQueueDeliversOneEventAtATimeInOrder() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let received = LockedValue<[Int]>()
    let probe = ExclusionProbe()
    let done = expectation(description: "completed")
    let source = PublishSubject<Int>()
    let subscription =
      source
      .observe(on: scheduler)
      .subscribe(
        onNext: { value in probe.inside { received.append(value) } },
        onCompleted: { done.fulfill() })
    let sender = DispatchGroup()
    DispatchQueue.global().async(group: sender) {
      for value in 0..<5_000 { source.onNext(value) }
      source.onCompleted()
    }
    wait(for: [done], timeout: 20)
    subscription.dispose()
    XCTAssertEqual(probe.overlaps, 0)
    XCTAssertEqual(received.value, Array(0..<5_000))
  }

  func testDisposingStopsDeliveryOfQueuedEvents() {
    let (scheduler, queue, blocker) = blockedSerialScheduler()
    let source = PublishSubject<Int>()
    let received = LockedValue<[Int]>()
    let subscription = source.observe(on: scheduler).subscribe(onNext: { received.append($0) })
    for value in 0..<100 { source.onNext(value) }
    subscription.dispose()
    blocker.signal()
    queue.sync {}
    queue.sync {}
    XCTAssertEqual(received.value, [])
    XCTAssertFalse(source.hasObservers)
  }

  func testMainSchedulerInstanceOnTheMainThreadDeliversAtOnce() {
    XCTAssertTrue(Thread.isMainThread)
    var received: [Event<Int>] = []
    _ = Observable.of(1, 2, 3)
      .observe(on: MainScheduler.instance)
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(2), .next(3), .completed])
  }

  func testMainSchedulerAsyncInstanceDeliversLaterOnTheMainThread() {
    var received: [Event<Int>] = []
    var onMain: [Bool] = []
    let done = expectation(description: "completed")
    _ = Observable.of(1, 2)
      .observe(on: MainScheduler.asyncInstance)
      .subscribe { event in
        received.append(event)
        onMain.append(Thread.isMainThread)
        if event.isStopEvent { done.fulfill() }
      }
    XCTAssertEqual(received, [])
    wait(for: [done], timeout: 10)
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
    XCTAssertEqual(onMain, [true, true, true])
  }

  func testEventsFromABackgroundThreadArriveOnTheMainThreadInOrder() {
    let source = PublishSubject<Int>()
    var received: [Int] = []
    var onMain = true
    let done = expectation(description: "completed")
    let subscription = source.observe(on: MainScheduler.instance)
      .subscribe(
        onNext: { value in
          onMain = onMain && Thread.isMainThread
          received.append(value)
        },
        onCompleted: { done.fulfill() })
    let sender = DispatchGroup()
    DispatchQueue.global().async(group: sender) {
      for value in 0..<500 { source.onNext(value) }
      source.onCompleted()
    }
    wait(for: [done], timeout: 10)
    subscription.dispose()
    XCTAssertEqual(received, Array(0..<500))
    XCTAssertTrue(onMain)
  }

  func testConcurrentSendersAndSubscribersThroughASerialQueueAreDeliveredOneAtATime() {
    let subject = PublishSubject<Int>()
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on-stress")
    // Subscribing to an observable is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) let delivered = subject.observe(on: scheduler)
    assertSerializedDelivery(
      perSender: 5_000, deliversLater: true, send: { subject.onNext($0) },
      subscribe: { delivered.subscribe($0) })
    XCTAssertFalse(subject.hasObservers)
  }

  /// A scheduler whose serial queue is busy until the returned semaphore is signalled.
  private func blockedSerialScheduler() -> (
    SerialDispatchQueueScheduler, DispatchQueue, DispatchSemaphore
  ) {
    let blocker = DispatchSemaphore(value: 0)
    let queueBox = LockedValue<[DispatchQueue]>()
    let scheduler = SerialDispatchQueueScheduler(
      internalSerialQueueName: "observe-on-blocked-queue",
      serialQueueConfiguration: { queueBox.append($0) })
    let queue = queueBox.value[0]
    queue.async { blocker.wait() }
    return (scheduler, queue, blocker)
  }
}
