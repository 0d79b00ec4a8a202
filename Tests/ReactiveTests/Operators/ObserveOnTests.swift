import Foundation
import Reactive
import ReactiveTest
import XCTest

final class ObserveOnTests: ReactiveTestCase {
  // MARK: - Virtual time

  func testNeverSourceSendsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let res = scheduler.start { xs.observe(on: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourceCompletesOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
    let res = scheduler.start { xs.observe(on: scheduler) }
    XCTAssertEqual(res.events, [.completed(301)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testValuesAreDeliveredOnTheSchedulerInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(240, 3), .completed(300),
    ])
    let res = scheduler.start { xs.observe(on: scheduler) }
    XCTAssertEqual(res.events, [.next(211, 2), .next(241, 3), .completed(301)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testErrorIsDeliveredOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(300, testError)])
    let res = scheduler.start { xs.observe(on: scheduler) }
    XCTAssertEqual(res.events, [.next(211, 2), .error(301, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testSourceIsDisposedWhenItTerminatesBeforeTheTerminalEventIsDelivered() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])
    var disposedAt: [TestTime] = []
    let res = scheduler.start {
      xs.do(onDispose: { disposedAt.append(scheduler.clock) }).observe(on: scheduler)
    }
    XCTAssertEqual(res.events, [.next(211, 2), .completed(301)])
    XCTAssertEqual(disposedAt, [300])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testDisposingDropsTheEventsStillQueued() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .completed(300)])
    let res = scheduler.start(disposed: 241) { xs.observe(on: scheduler) }
    XCTAssertEqual(res.events, [.next(211, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 241)])
  }

  func testSynchronousBurstIsDeliveredOneEventPerScheduledAction() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.of(1, 2, 3).observe(on: scheduler) }
    XCTAssertEqual(
      res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
  }

  func testDisposingDuringASynchronousBurstDropsTheRest() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 202) { Observable.of(1, 2, 3).observe(on: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 1)])
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

  func testConcurrentQueueDeliversOneEventAtATimeInOrder() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let received = LockedValue<[Int]>()
    let inside = NSLock()
    let overlaps = LockedValue<[Int]>()
    let done = expectation(description: "completed")
    let source = PublishSubject<Int>()
    let subscription =
      source
      .observe(on: scheduler)
      .subscribe(
        onNext: { value in
          if !inside.try() {
            overlaps.append(value)
            return
          }
          received.append(value)
          inside.unlock()
        },
        onCompleted: { done.fulfill() })
    let sender = DispatchGroup()
    DispatchQueue.global().async(group: sender) {
      for value in 0..<5_000 { source.onNext(value) }
      source.onCompleted()
    }
    wait(for: [done], timeout: 20)
    subscription.dispose()
    XCTAssertEqual(overlaps.value, [])
    XCTAssertEqual(received.value, Array(0..<5_000))
  }

  func testDisposingStopsDeliveryOfQueuedEvents() {
    let blocker = DispatchSemaphore(value: 0)
    let queueBox = LockedValue<[DispatchQueue]>()
    let scheduler = SerialDispatchQueueScheduler(
      internalSerialQueueName: "observe-on-dispose-test",
      serialQueueConfiguration: { queueBox.append($0) })
    let queue = queueBox.value[0]
    queue.async { blocker.wait() }
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
}
