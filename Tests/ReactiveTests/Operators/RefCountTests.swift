import Foundation
import Reactive
import ReactiveTest
import XCTest

final class RefCountTests: ReactiveTestCase {
  func testNeverSourceIsConnectedFromTheFirstSubscriberToTheLastDeparture() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let shared = xs.publish().refCount()
    let a = scheduler.record(shared, from: 200, until: 400)
    let b = scheduler.record(shared, from: 300, until: 500)
    scheduler.start()
    XCTAssertEqual(a.events, [])
    XCTAssertEqual(b.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
  }

  func testEmptySourceCompletesEverySubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
    let shared = xs.publish().refCount()
    let a = scheduler.record(shared, from: 200)
    let b = scheduler.record(shared, from: 250)
    scheduler.start()
    XCTAssertEqual(a.events, [.completed(300)])
    XCTAssertEqual(b.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testValuesAreSharedFromTheMomentEachSubscriberJoins() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let shared = xs.publish().refCount()
    let a = scheduler.record(shared, from: 200)
    let b = scheduler.record(shared, from: 225)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    XCTAssertEqual(b.events, [.next(230, 3), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testErrorIsSentToEverySubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
    let shared = xs.publish().refCount()
    let a = scheduler.record(shared, from: 200)
    let b = scheduler.record(shared, from: 220)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(210, 1), .error(250, testError)])
    XCTAssertEqual(b.events, [.error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDisposingTheOnlySubscriberEarlyDisconnects() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
    let res = scheduler.start(disposed: 230) { xs.publish().refCount() }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testANewFirstSubscriberReconnects() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(310, 3)])
    let shared = xs.publish().refCount()
    let a = scheduler.record(shared, from: 200, until: 250)
    let b = scheduler.record(shared, from: 300, until: 400)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(210, 1)])
    XCTAssertEqual(b.events, [.next(310, 3)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 400)])
  }

  func testAfterCompletionOfAPublishedSourceLateSubscribersGetTheTerminalEventOnly() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let shared = xs.publish().refCount()
    let a = scheduler.record(shared, from: 200)
    let b = scheduler.record(shared, from: 400)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(b.events, [.completed(400)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testWithAFreshSubjectPerConnectionLateSubscribersReconnectAfterCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let shared = xs.multicast(makeSubject: { PublishSubject<Int>() }).refCount()
    let a = scheduler.record(shared, from: 200)
    let b = scheduler.record(shared, from: 400)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(b.events, [.next(410, 1), .completed(420)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(400, 420)])
  }

  func testSubscriberThatResubscribesFromOnCompletedStartsANewConnection() {
    var subscriptions = 0
    let source = Observable<Int>.deferred {
      subscriptions += 1
      return Observable.of(1, 2)
    }
    let shared = source.multicast(makeSubject: { PublishSubject<Int>() }).refCount()
    var first: [Event<Int>] = []
    var second: [Event<Int>] = []
    var secondSubscription: (any Disposable)?
    let firstSubscription = shared.subscribe { event in
      first.append(event)
      if event.isCompleted {
        secondSubscription = shared.subscribe { second.append($0) }
      }
    }
    XCTAssertEqual(first, [.next(1), .next(2), .completed])
    XCTAssertEqual(second, [.next(1), .next(2), .completed])
    XCTAssertEqual(subscriptions, 2)
    firstSubscription.dispose()
    secondSubscription?.dispose()
  }

  func testSubscriberOfATerminatedSubjectDoesNotReconnect() {
    var subscriptions = 0
    let source = Observable<Int>.deferred {
      subscriptions += 1
      return Observable.of(1)
    }
    let shared = source.publish().refCount()
    var received: [Event<Int>] = []
    _ = shared.subscribe { received.append($0) }
    _ = shared.subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .completed, .completed])
    XCTAssertEqual(subscriptions, 1)
  }

  // MARK: - Real threads

  func testConcurrentFirstSubscribersConnectOnce() {
    let source = PublishSubject<Int>()
    let connections = LockedRecorder<Int>()
    // Subscribing to an observable is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) let shared = Observable<Int>.deferred {
      connections.append(1)
      return source.asObservable()
    }
    .publish().refCount()
    let subscriptions = LockedRecorder<any Disposable>()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      subscriptions.append(shared.subscribe())
    }
    XCTAssertEqual(connections.values.count, 1)
    XCTAssertTrue(source.hasObservers)
    for subscription in subscriptions.values { subscription.dispose() }
    XCTAssertFalse(source.hasObservers)
  }

  func testSubscriberArrivingWhileTheLastOneLeavesEndsUpConnected() {
    let source = PublishSubject<Int>()
    // Subscribing to an observable is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) let shared = source.publish().refCount()
    for round in 0..<1_000 {
      // Disposing is thread-safe; `Disposable` is not marked Sendable.
      nonisolated(unsafe) let leaving = shared.subscribe()
      let recorder = LockedRecorder<Int>()
      let arriving = LockedRecorder<any Disposable>()
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 {
          leaving.dispose()
        } else {
          arriving.append(shared.subscribe(onNext: { recorder.append($0) }))
        }
      }
      source.onNext(round)
      XCTAssertEqual(recorder.values, [round])
      arriving.values[0].dispose()
      XCTAssertFalse(source.hasObservers)
    }
  }

  func testConcurrentSubscribeAndDisposeLeavesTheSourceDisconnected() {
    let source = PublishSubject<Int>()
    // Subscribing to an observable is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) let shared = source.publish().refCount()
    let stop = LockedFlag()
    let sender = DispatchGroup()
    DispatchQueue.global().async(group: sender) {
      var value = 0
      while !stop.isSet {
        source.onNext(value)
        value += 1
      }
    }
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<500 {
        let recorder = LockedRecorder<Int>()
        let subscription = shared.subscribe(onNext: { recorder.append($0) })
        subscription.dispose()
        let values = recorder.values
        // A subscriber may join the subject while the previous connection is ending, so it can
        // miss elements before its own connection starts, but never receives one twice or late.
        XCTAssertTrue(zip(values, values.dropFirst()).allSatisfy { $1 > $0 }, "\(values)")
      }
    }
    stop.set()
    sender.wait()
    XCTAssertFalse(source.hasObservers)
  }
}
