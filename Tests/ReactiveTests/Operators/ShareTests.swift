import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

final class ShareTests: ReactiveTestCase {
  // MARK: - The matrix

  func testTheLastSubscriberLeavingEndsTheConnectionWhenNothingElseHoldsTheSharedSequence() {
    for (replay, scope) in [
      (0, SubjectLifetimeScope.whileConnected), (1, .whileConnected), (2, .whileConnected),
      (0, .forever), (1, .forever), (2, .forever),
    ] {
      var disposals = 0
      // `create` keeps no reference to its observer once subscribed, and the shared sequence
      // itself is a temporary: only the subscription holds what it needs to disconnect.
      let subscription = Observable<Int>.create { observer in
        observer.onNext(1)
        return Disposables.create { disposals += 1 }
      }
      .share(replay: replay, scope: scope)
      .subscribe()
      XCTAssertEqual(disposals, 0, "replay \(replay), \(scope)")
      subscription.dispose()
      XCTAssertEqual(disposals, 1, "replay \(replay), \(scope)")
    }
  }

  func testTheLastSubscriberLeavingARefCountEndsTheConnectionWhenNothingElseHoldsIt() {
    let makers: [(String, (Observable<Int>) -> Observable<Int>)] = [
      ("publish", { $0.publish().refCount() }),
      ("replay(1)", { $0.replay(1).refCount() }),
      ("replayAll", { $0.replayAll().refCount() }),
      ("multicast", { $0.multicast(PublishSubject<Int>()).refCount() }),
      (
        "multicast(makeSubject:)",
        { $0.multicast(makeSubject: { PublishSubject<Int>() }).refCount() }
      ),
    ]
    for (name, shared) in makers {
      var disposals = 0
      let subscription = shared(
        Observable<Int>.create { observer in
          observer.onNext(1)
          return Disposables.create { disposals += 1 }
        }
      ).subscribe()
      XCTAssertEqual(disposals, 0, name)
      subscription.dispose()
      XCTAssertEqual(disposals, 1, name)
    }
  }

  func testNeverSourceIsSubscribedOnceUntilTheLastSubscriberLeaves() {
    assertSharing(
      .hot([.next(150, 1)]), subscribers: [(200, 400), (300, 500)],
      receive: [[], []], subscriptions: [Subscription(200, 500)]
    ) { $0.share() }
  }

  func testEmptySourceCompletesEverySubscriber() {
    assertSharing(
      .hot([.next(150, 1), .completed(300)]), subscribers: [(200, 1000), (250, 1000)],
      receive: [[.completed(300)], [.completed(300)]], subscriptions: [Subscription(200, 300)]
    ) { $0.share() }
  }

  func testValuesAreSharedAndLateSubscribersMissEarlierOnes() {
    assertSharing(
      .hot([
        .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4),
        .completed(300),
      ]),
      subscribers: [(200, 1000), (225, 1000)],
      receive: [
        [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)],
        [.next(230, 3), .next(240, 4), .completed(300)],
      ],
      subscriptions: [Subscription(200, 300)]
    ) { $0.share() }
  }

  func testSourceWorkIsDoneOnceForAllSubscribers() {
    var work = 0
    assertMarbles { m in
      let xs = m.hot("^12-------|")
      let shared = xs.map { value -> Int in
        work += 1
        return value
      }
      .share()
      m.expect("      -12-------|") { shared }
      m.expect("      -12-------|", subscribed: 205) { shared }
      m.expectSubscriptions(xs, "^---------!")
    }
    XCTAssertEqual(work, 2)
  }

  func testReplayOneSendsTheLatestElementToALateSubscriberFirst() {
    assertSharing(
      .hot([
        .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4),
        .completed(300),
      ]),
      subscribers: [(200, 1000), (225, 1000)],
      receive: [
        [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)],
        [.next(225, 2), .next(230, 3), .next(240, 4), .completed(300)],
      ],
      subscriptions: [Subscription(200, 300)]
    ) { $0.share(replay: 1) }
  }

  func testReplayTwoSendsTheTwoLatestElementsOldestFirst() {
    assertSharing(
      .hot([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)]),
      subscribers: [(200, 1000), (215, 1000), (235, 1000)],
      receive: [
        [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)],
        [.next(215, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)],
        [.next(235, 2), .next(235, 3), .next(240, 4), .completed(300)],
      ],
      subscriptions: [Subscription(200, 300)]
    ) { $0.share(replay: 2) }
  }

  func testNegativeReplayReplaysNothing() {
    assertSharing(
      .hot([.next(210, 1), .next(230, 2)]), subscribers: [(200, 1000), (220, 1000)],
      receive: [[.next(210, 1), .next(230, 2)], [.next(230, 2)]],
      subscriptions: [Subscription(200, 1000)]
    ) { $0.share(replay: -1) }
  }

  func testErrorIsSentToEverySubscriber() {
    assertSharing(
      .hot([.next(210, 1), .error(220, testError)]), subscribers: [(200, 1000), (215, 1000)],
      receive: [
        [.next(210, 1), .error(220, testError)], [.next(215, 1), .error(220, testError)],
      ],
      subscriptions: [Subscription(200, 220)]
    ) { $0.share(replay: 1) }
  }

  func testDisposingTheOnlySubscriberEarlyDisconnectsTheSource() {
    assertSharing(
      .hot([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)]),
      subscribers: [(200, 230)], receive: [[.next(210, 1), .next(220, 2)]],
      subscriptions: [Subscription(200, 230)]
    ) { $0.share(replay: 1) }
  }

  func testDisposingOneOfSeveralSubscribersKeepsTheConnection() {
    assertSharing(
      .hot([.next(220, 1), .next(240, 2)]), subscribers: [(200, 230), (210, 1000)],
      receive: [[.next(220, 1)], [.next(220, 1), .next(240, 2)]],
      subscriptions: [Subscription(200, 1000)]
    ) { $0.share() }
  }

  // MARK: - Reconnection

  func testWhileConnectedReconnectsWithAFreshBufferAfterEveryoneLeft() {
    assertSharing(
      .hot([.next(210, 1), .next(220, 2), .next(260, 3), .next(310, 4), .next(320, 5)]),
      subscribers: [(200, 250), (300, 400)],
      receive: [[.next(210, 1), .next(220, 2)], [.next(310, 4), .next(320, 5)]],
      subscriptions: [Subscription(200, 250), Subscription(300, 400)]
    ) { $0.share(replay: 1) }
  }

  func testWhileConnectedSubscribesAgainAfterTheSourceCompleted() {
    assertSharing(
      .cold([.next(10, 1), .next(20, 2), .completed(30)]),
      subscribers: [(200, 1000), (400, 1000)],
      receive: [
        [.next(210, 1), .next(220, 2), .completed(230)],
        [.next(410, 1), .next(420, 2), .completed(430)],
      ],
      subscriptions: [Subscription(200, 230), Subscription(400, 430)]
    ) { $0.share(replay: 1) }
  }

  func testWhileConnectedSubscribesAgainAfterTheSourceFailed() {
    assertSharing(
      .cold([.next(10, 1), .error(20, testError)]), subscribers: [(200, 1000), (400, 1000)],
      receive: [
        [.next(210, 1), .error(220, testError)], [.next(410, 1), .error(420, testError)],
      ],
      subscriptions: [Subscription(200, 220), Subscription(400, 420)]
    ) { $0.share(replay: 1) }
  }

  func testForeverKeepsTheBufferAcrossConnections() {
    assertSharing(
      .hot([.next(210, 1), .next(220, 2), .next(260, 3), .next(310, 4), .next(320, 5)]),
      subscribers: [(200, 250), (300, 400)],
      receive: [
        [.next(210, 1), .next(220, 2)], [.next(300, 2), .next(310, 4), .next(320, 5)],
      ],
      subscriptions: [Subscription(200, 250), Subscription(300, 400)]
    ) { $0.share(replay: 1, scope: .forever) }
  }

  func testForeverReplaysTheBufferAndCompletionWithoutSubscribingAgain() {
    assertSharing(
      .cold([.next(10, 1), .next(20, 2), .next(25, 3), .completed(30)]),
      subscribers: [(200, 1000), (400, 1000)],
      receive: [
        [.next(210, 1), .next(220, 2), .next(225, 3), .completed(230)],
        [.next(400, 2), .next(400, 3), .completed(400)],
      ],
      subscriptions: [Subscription(200, 230)]
    ) { $0.share(replay: 2, scope: .forever) }
  }

  func testForeverWithoutReplaySendsOnlyTheTerminalEventToLateSubscribers() {
    assertSharing(
      .cold([.next(10, 1), .completed(30)]), subscribers: [(200, 1000), (400, 1000)],
      receive: [[.next(210, 1), .completed(230)], [.completed(400)]],
      subscriptions: [Subscription(200, 230)]
    ) { $0.share(scope: .forever) }
  }

  func testForeverReplaysTheErrorToLateSubscribers() {
    assertSharing(
      .cold([.next(10, 1), .error(20, testError)]), subscribers: [(200, 1000), (400, 1000)],
      receive: [
        [.next(210, 1), .error(220, testError)], [.next(400, 1), .error(400, testError)],
      ],
      subscriptions: [Subscription(200, 220)]
    ) { $0.share(replay: 1, scope: .forever) }
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
    let recorders = (0..<4).map { _ in LockedValue<[Int]>() }
    let subscriptions = LockedValue<[any Disposable]>()
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
    for subscription in subscriptions.value { subscription.dispose() }
    keepAlive.dispose()
    XCTAssertFalse(source.hasObservers)
    for recorder in recorders {
      let values = recorder.value
      XCTAssertFalse(values.isEmpty)
      XCTAssertEqual(values.last, 19_999)
      XCTAssertTrue(isConsecutive(values), "\(values)")
    }
  }

  func testSubscriberArrivingWhileTheLastOneLeavesEndsUpConnected() {
    assertSubscriberArrivingWhileTheLastOneLeavesEndsUpConnected(rounds: 300) { $0.share() }
  }

  func testConcurrentSubscribeAndDisposeLeavesTheSourceDisconnected() {
    // The first element may be replayed from an earlier connection; the rest are consecutive.
    assertConcurrentSubscribeAndDisposeLeavesTheSourceDisconnected(
      sharing: { $0.share(replay: 1, scope: .forever) },
      elementsAreValid: { isConsecutive($0.dropFirst()) })
  }

  func testConcurrentSendersAndSubscribersOfShareReplayOneAreDeliveredOneAtATime() {
    let subject = PublishSubject<Int>()
    // Subscribing to an observable is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) let shared = subject.share(replay: 1)
    assertSerializedDelivery(send: { subject.onNext($0) }, subscribe: { shared.subscribe($0) })
    XCTAssertFalse(subject.hasObservers)
  }

  func testReplayedSubscriberMayWaitForAThreadThatFeedsTheSource() {
    let source = PublishSubject<Int>()
    let shared = source.share(replay: 1)
    let keepAlive = shared.subscribe()
    source.onNext(1)
    assertObserverMayWaitForAThreadThatSends(
      to: shared, on: 1, { source.onNext(2) }, receives: [1, 2])
    keepAlive.dispose()
    XCTAssertFalse(source.hasObservers)
  }

  func testElementSentFromInsideAReplayedOnNextIsNotSentToTheSubscriberBeingReplayedTo() {
    // As in RxSwift, the new subscriber is registered after its replay.
    let source = PublishSubject<Int>()
    let shared = source.share(replay: 2)
    var first: [Int] = []
    var second: [Int] = []
    let a = shared.subscribe(onNext: { first.append($0) })
    source.onNext(1)
    let b = shared.subscribe(onNext: { element in
      second.append(element)
      if element == 1 { source.onNext(2) }
    })
    source.onNext(3)
    XCTAssertEqual(first, [1, 2, 3])
    XCTAssertEqual(second, [1, 3])
    a.dispose()
    b.dispose()
  }

  func testSubscribersJoiningDuringConcurrentSendsReceiveTheReplayThenEveryLaterElement() {
    let source = PublishSubject<Int>()
    // Subscribing to an observable is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) let shared = source.share(replay: 2)
    let keepAlive = shared.subscribe()
    assertJoinersSeeContiguousSuffixes(
      send: { source.onNext($0) }, complete: { source.onCompleted() },
      subscribe: { shared.subscribe($0) })
    keepAlive.dispose()
  }

  func testALateTakeOneSatisfiedByTheReplayStillConnectsAndDisconnectsAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(190, 1), .next(210, 2), .next(400, 3)])
    let shared = xs.share(replay: 1, scope: .forever)
    let first = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    var firstSubscription: (any Disposable)?
    scheduler.scheduleAt(183) { firstSubscription = shared.subscribe(first) }
    scheduler.scheduleAt(213) { firstSubscription?.dispose() }
    scheduler.scheduleAt(361) { _ = shared.take(1).subscribe(late) }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(190, 1), .next(210, 2)])
    XCTAssertEqual(late.events, [.next(361, 2), .completed(361)])
    XCTAssertEqual(xs.subscriptions, [Subscription(183, 213), Subscription(361, 361)])
  }
}
