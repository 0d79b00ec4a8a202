import Foundation
import Reactive
import ReactiveTest
import XCTest

final class ShareTests: ReactiveTestCase {
  // MARK: - The matrix, while connected

  func testNeverSourceIsSubscribedOnceUntilTheLastSubscriberLeaves() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let shared = xs.share()
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
    let shared = xs.share()
    let a = scheduler.record(shared, from: 200)
    let b = scheduler.record(shared, from: 250)
    scheduler.start()
    XCTAssertEqual(a.events, [.completed(300)])
    XCTAssertEqual(b.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testValuesAreSharedAndLateSubscribersMissEarlierOnes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    var work = 0
    let shared = xs.map { value -> Int in
      work += 1
      return value
    }
    .share()
    let a = scheduler.record(shared, from: 200)
    let b = scheduler.record(shared, from: 225)
    scheduler.start()
    XCTAssertEqual(
      a.events,
      [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
    XCTAssertEqual(b.events, [.next(230, 3), .next(240, 4), .completed(300)])
    XCTAssertEqual(work, 4)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testReplayOneSendsTheLatestElementToALateSubscriberFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    let shared = xs.share(replay: 1)
    let a = scheduler.record(shared, from: 200)
    let b = scheduler.record(shared, from: 225)
    scheduler.start()
    XCTAssertEqual(
      a.events,
      [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
    XCTAssertEqual(b.events, [.next(225, 2), .next(230, 3), .next(240, 4), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testReplayTwoSendsTheTwoLatestElementsOldestFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    let shared = xs.share(replay: 2)
    let a = scheduler.record(shared, from: 200)
    let b = scheduler.record(shared, from: 215)
    let c = scheduler.record(shared, from: 235)
    scheduler.start()
    XCTAssertEqual(
      a.events,
      [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
    XCTAssertEqual(
      b.events,
      [.next(215, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
    XCTAssertEqual(c.events, [.next(235, 2), .next(235, 3), .next(240, 4), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testNegativeReplayReplaysNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let shared = xs.share(replay: -1)
    let a = scheduler.record(shared, from: 200)
    let b = scheduler.record(shared, from: 220)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(210, 1), .next(230, 2)])
    XCTAssertEqual(b.events, [.next(230, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testErrorIsSentToEverySubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
    let shared = xs.share(replay: 1)
    let a = scheduler.record(shared, from: 200)
    let b = scheduler.record(shared, from: 215)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(b.events, [.next(215, 1), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testDisposingTheOnlySubscriberEarlyDisconnectsTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(240, 3), .completed(300),
    ])
    let res = scheduler.start(disposed: 230) { xs.share(replay: 1) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testDisposingOneOfSeveralSubscribersKeepsTheConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 1), .next(240, 2)])
    let shared = xs.share()
    let a = scheduler.record(shared, from: 200, until: 230)
    let b = scheduler.record(shared, from: 210)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(220, 1)])
    XCTAssertEqual(b.events, [.next(220, 1), .next(240, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  // MARK: - Reconnection

  func testWhileConnectedReconnectsWithAFreshBufferAfterEveryoneLeft() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(260, 3), .next(310, 4), .next(320, 5),
    ])
    let shared = xs.share(replay: 1)
    let a = scheduler.record(shared, from: 200, until: 250)
    let b = scheduler.record(shared, from: 300, until: 400)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(b.events, [.next(310, 4), .next(320, 5)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 400)])
  }

  func testWhileConnectedSubscribesAgainAfterTheSourceCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let shared = xs.share(replay: 1)
    let a = scheduler.record(shared, from: 200)
    let b = scheduler.record(shared, from: 400)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(b.events, [.next(410, 1), .next(420, 2), .completed(430)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(400, 430)])
  }

  func testWhileConnectedSubscribesAgainAfterTheSourceFailed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
    let shared = xs.share(replay: 1)
    let a = scheduler.record(shared, from: 200)
    let b = scheduler.record(shared, from: 400)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(b.events, [.next(410, 1), .error(420, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(400, 420)])
  }

  func testForeverKeepsTheBufferAcrossConnections() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(260, 3), .next(310, 4), .next(320, 5),
    ])
    let shared = xs.share(replay: 1, scope: .forever)
    let a = scheduler.record(shared, from: 200, until: 250)
    let b = scheduler.record(shared, from: 300, until: 400)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(b.events, [.next(300, 2), .next(310, 4), .next(320, 5)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 400)])
  }

  func testForeverReplaysTheBufferAndCompletionWithoutSubscribingAgain() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(10, 1), .next(20, 2), .next(25, 3), .completed(30),
    ])
    let shared = xs.share(replay: 2, scope: .forever)
    let a = scheduler.record(shared, from: 200)
    let b = scheduler.record(shared, from: 400)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2), .next(225, 3), .completed(230)])
    XCTAssertEqual(b.events, [.next(400, 2), .next(400, 3), .completed(400)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testForeverWithoutReplaySendsOnlyTheTerminalEventToLateSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
    let shared = xs.share(scope: .forever)
    let a = scheduler.record(shared, from: 200)
    let b = scheduler.record(shared, from: 400)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(210, 1), .completed(230)])
    XCTAssertEqual(b.events, [.completed(400)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testForeverReplaysTheErrorToLateSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
    let shared = xs.share(replay: 1, scope: .forever)
    let a = scheduler.record(shared, from: 200)
    let b = scheduler.record(shared, from: 400)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(b.events, [.next(400, 1), .error(400, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testForeverReplaysOnlyTheLatestElementsOfALongSequence() {
    let shared = Observable.range(start: 0, count: 10).share(replay: 3, scope: .forever)
    var first: [Event<Int>] = []
    var late: [Event<Int>] = []
    _ = shared.subscribe { first.append($0) }
    _ = shared.subscribe { late.append($0) }
    XCTAssertEqual(first, (0..<10).map { .next($0) } + [.completed])
    XCTAssertEqual(late, [.next(7), .next(8), .next(9), .completed])
  }

  // MARK: - Re-entrancy and synchronous sources

  func testSubscriberThatLeavesDuringASynchronousEmissionStopsTheSource() {
    var produced = 0
    var received: [Event<Int>] = []
    let shared = Observable.range(start: 0, count: 1_000_000_000)
      .map { value -> Int in
        produced += 1
        return value
      }
      .share()
    _ = shared.map { _ -> Int in throw testError }.subscribe { received.append($0) }
    XCTAssertEqual(produced, 1)
    XCTAssertEqual(received, [.error(testError)])
  }

  func testSynchronousSourceIsSubscribedAgainByEachLaterSubscriber() {
    var subscriptions = 0
    let shared = Observable<Int>.deferred {
      subscriptions += 1
      return Observable.of(1, 2)
    }
    .share(replay: 1)
    var received: [Event<Int>] = []
    _ = shared.subscribe { received.append($0) }
    _ = shared.subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(2), .completed, .next(1), .next(2), .completed])
    XCTAssertEqual(subscriptions, 2)
  }

  func testSubscribingFromInsideOnNextReplaysOnceAndThenDeliversNewElements() {
    let source = PublishSubject<Int>()
    let shared = source.share(replay: 1)
    var log: [String] = []
    var bag: DisposeBag? = DisposeBag()
    shared.subscribe(onNext: { value in
      log.append("A\(value)")
      if value == 1, let bag {
        shared.subscribe(onNext: { log.append("B\($0)") }).disposed(by: bag)
      }
    })
    .disposed(by: bag!)
    source.onNext(1)
    source.onNext(2)
    XCTAssertEqual(log, ["A1", "B1", "A2", "B2"])
    bag = nil
    XCTAssertFalse(source.hasObservers)
  }

  func testSubscriberThatDisposesItselfInsideOnNextReceivesNothingMore() {
    let source = PublishSubject<Int>()
    let shared = source.share()
    var a: [Int] = []
    var b: [Int] = []
    var subscriptionA: (any Disposable)?
    subscriptionA = shared.subscribe(onNext: { value in
      a.append(value)
      if value == 2 { subscriptionA?.dispose() }
    })
    let subscriptionB = shared.subscribe(onNext: { b.append($0) })
    source.onNext(1)
    source.onNext(2)
    source.onNext(3)
    XCTAssertEqual(a, [1, 2])
    XCTAssertEqual(b, [1, 2, 3])
    subscriptionB.dispose()
    XCTAssertFalse(source.hasObservers)
  }

  func testCompletionReleasesTheSourceSubscription() {
    let source = PublishSubject<Int>()
    var received: [Event<Int>] = []
    _ = source.share(replay: 1).subscribe { received.append($0) }
    XCTAssertTrue(source.hasObservers)
    source.onNext(1)
    source.onCompleted()
    XCTAssertEqual(received, [.next(1), .completed])
    XCTAssertFalse(source.hasObservers)
  }

  // MARK: - Real threads

  func testConcurrentSubscribersEachReceiveConsecutiveElementsInOrder() {
    let source = PublishSubject<Int>()
    // Subscribing to an observable is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) let shared = source.share(replay: 1)
    let recorders = (0..<4).map { _ in LockedRecorder<Int>() }
    let subscriptions = LockedRecorder<any Disposable>()
    let keepAlive = shared.subscribe()
    let sender = DispatchGroup()
    DispatchQueue.global().async(group: sender) {
      for value in 0..<20_000 { source.onNext(value) }
    }
    DispatchQueue.concurrentPerform(iterations: recorders.count) { index in
      usleep(UInt32(index * 500))
      let recorder = recorders[index]
      subscriptions.append(shared.subscribe(onNext: { recorder.append($0) }))
    }
    sender.wait()
    for subscription in subscriptions.values { subscription.dispose() }
    keepAlive.dispose()
    XCTAssertFalse(source.hasObservers)
    for recorder in recorders {
      let values = recorder.values
      XCTAssertFalse(values.isEmpty)
      XCTAssertEqual(values.last, 19_999)
      XCTAssertTrue(isConsecutive(values), "\(values)")
    }
  }

  func testSubscriberArrivingWhileTheLastOneLeavesEndsUpConnected() {
    let source = PublishSubject<Int>()
    // Subscribing to an observable is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) let shared = source.share()
    for round in 0..<300 {
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
    nonisolated(unsafe) let shared = source.share(replay: 1, scope: .forever)
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
        // The first element may be replayed from an earlier connection; the rest are consecutive.
        let values = recorder.values
        XCTAssertTrue(isConsecutive(Array(values.dropFirst())), "\(values)")
      }
    }
    stop.set()
    sender.wait()
    XCTAssertFalse(source.hasObservers)
  }
}

/// Whether each value is one more than the one before it.
private func isConsecutive(_ values: [Int]) -> Bool {
  zip(values, values.dropFirst()).allSatisfy { $1 == $0 + 1 }
}
