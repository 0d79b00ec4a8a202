import Reactive
import ReactiveTest
import XCTest

final class MergeTests: ReactiveTestCase {
  func testNeverSourcesSendNothingAndAreDisposedAtTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let ys = scheduler.createHotObservable([.next(150, 2)])
    let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourcesCompleteWhenTheLastOneDoes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(230)])
    let ys = scheduler.createHotObservable([.next(150, 2), .completed(250)])
    let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
  }

  func testElementsOfAllSourcesAreDeliveredAsTheyCome() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
    let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
    let res = scheduler.start { Observable.merge([xs.asObservable(), ys.asObservable()]) }
    XCTAssertEqual(
      res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
  }

  func testErrorOfOneSourceIsSentAndDisposesTheOthers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
    let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
    let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
  }

  func testDisposingEarlyDisposesEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
    let res = scheduler.start(disposed: 240) {
      Observable.merge(xs.asObservable(), ys.asObservable())
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
  }

  func testMergeOfACollectionMergesItsSources() {
    var received: [Event<Int>] = []
    let sources = [Observable.of(1, 2), Observable.just(3), Observable.empty()]
    _ = Observable.merge(sources[1...]).subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(3), .completed])
  }

  func testMergeOfNoSourcesCompletesAtOnce() {
    var received: [Event<Int>] = []
    _ = Observable.merge([Observable<Int>]()).subscribe { received.append($0) }
    XCTAssertEqual(received, [.completed])
  }

  func testSourcesAfterASynchronousErrorAreNotSubscribedTo() {
    var subscribed = 0
    let counted = Observable<Int>.deferred {
      subscribed += 1
      return Observable.just(1)
    }
    var received: [Event<Int>] = []
    _ = Observable.merge(counted, Observable.error(testError), counted)
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .error(testError)])
    XCTAssertEqual(subscribed, 1)
  }

  func testHundredThousandSynchronousSourcesRunWithoutDeepeningTheStack() {
    var count = 0
    var completed = false
    _ = Observable.merge((0..<100_000).map { Observable.just($0) })
      .subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
    XCTAssertEqual(count, 100_000)
    XCTAssertTrue(completed)
  }

  func testMergeOfInnerSequencesWaitsForTheOuterAndEveryInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = [
      scheduler.createColdObservable([.next(10, 1), .next(40, 3), .completed(50)]),
      scheduler.createColdObservable([.next(10, 2), .completed(60)]),
    ]
    let xs = scheduler.createHotObservable([
      .next(210, ys[0]), .next(225, ys[1]), .completed(230),
    ])
    let res = scheduler.start { xs.merge() }
    XCTAssertEqual(res.events, [.next(220, 1), .next(235, 2), .next(250, 3), .completed(285)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 260)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(225, 285)])
  }

  func testMergeOfInnerSequencesSendsTheOuterError() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 1), .next(40, 3), .completed(50)])
    let xs = scheduler.createHotObservable([.next(210, ys), .error(230, testError)])
    let res = scheduler.start { xs.merge() }
    XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
  }

  func testMaxConcurrentQueuesInnersUntilARunningOneCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = [
      scheduler.createColdObservable([.next(10, 1), .completed(50)]),
      scheduler.createColdObservable([.next(10, 2), .completed(20)]),
      scheduler.createColdObservable([.next(10, 3), .completed(20)]),
      scheduler.createColdObservable([.next(10, 4), .completed(20)]),
    ]
    let xs = scheduler.createHotObservable([
      .next(210, ys[0]), .next(215, ys[1]), .next(220, ys[2]), .next(225, ys[3]),
      .completed(230),
    ])
    let res = scheduler.start { xs.merge(maxConcurrent: 2) }
    XCTAssertEqual(
      res.events,
      [.next(220, 1), .next(225, 2), .next(245, 3), .next(265, 4), .completed(275)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 260)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(215, 235)])
    XCTAssertEqual(ys[2].subscriptions, [Subscription(235, 255)])
    XCTAssertEqual(ys[3].subscriptions, [Subscription(255, 275)])
  }

  func testMaxConcurrentOfZeroSubscribesToNoInnerAndCompletesWithTheOuter() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = [
      scheduler.createColdObservable([.next(10, 1), .completed(20)]),
      scheduler.createColdObservable([.next(10, 2), .completed(20)]),
    ]
    let xs = scheduler.createHotObservable([
      .next(210, ys[0]), .next(220, ys[1]), .completed(300),
    ])
    let res = scheduler.start { xs.merge(maxConcurrent: 0) }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys[0].subscriptions, [])
    XCTAssertEqual(ys[1].subscriptions, [])
  }

  func testNegativeMaxConcurrentSubscribesToNoInnerEither() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let xs = scheduler.createHotObservable([.next(210, ys)])
    let res = scheduler.start { xs.merge(maxConcurrent: -1) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testMaxConcurrentDisposingEarlyDisposesRunningInnersAndDropsWaitingOnes() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = [
      scheduler.createColdObservable([.next(10, 1), .completed(50)]),
      scheduler.createColdObservable([.next(10, 2), .completed(20)]),
    ]
    let xs = scheduler.createHotObservable([.next(210, ys[0]), .next(215, ys[1])])
    let res = scheduler.start(disposed: 230) { xs.merge(maxConcurrent: 1) }
    XCTAssertEqual(res.events, [.next(220, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 230)])
    XCTAssertEqual(ys[1].subscriptions, [])
  }

  func testMaxConcurrentInnerErrorIsSentAndDisposesEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = [
      scheduler.createColdObservable([.next(10, 1), .error(20, testError)]),
      scheduler.createColdObservable([.next(10, 2), .completed(50)]),
      scheduler.createColdObservable([.next(10, 3), .completed(20)]),
    ]
    let xs = scheduler.createHotObservable([
      .next(210, ys[0]), .next(215, ys[1]), .next(220, ys[2]), .completed(300),
    ])
    let res = scheduler.start { xs.merge(maxConcurrent: 2) }
    XCTAssertEqual(res.events, [.next(220, 1), .next(225, 2), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 230)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(215, 230)])
    XCTAssertEqual(ys[2].subscriptions, [])
  }

  func testMaxConcurrentRunsHundredThousandWaitingSynchronousInnersInALoop() {
    let blockers = [PublishSubject<Int>(), PublishSubject<Int>()]
    let sources = PublishSubject<Observable<Int>>()
    var count = 0
    var completed = false
    let subscription = sources.merge(maxConcurrent: 2)
      .subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
    sources.onNext(blockers[0].asObservable())
    sources.onNext(blockers[1].asObservable())
    for value in 0..<100_000 { sources.onNext(Observable.just(value)) }
    sources.onCompleted()
    XCTAssertEqual(count, 0)
    blockers[0].onCompleted()
    XCTAssertEqual(count, 100_000)
    XCTAssertFalse(completed)
    blockers[1].onCompleted()
    XCTAssertTrue(completed)
    subscription.dispose()
  }

  func testFourThreadsFeedingMergeGetSerializedExactlyOnceDelivery() {
    let feed = ThreadedFeed()
    let recorder = SerialRecorder<Int>()
    let subscription = Observable.merge(feed.sources).subscribe(recorder.on)
    feed.send()
    subscription.dispose()
    feed.assertDeliveredExactlyOnce(to: recorder)
  }

  func testFourThreadsFeedingLimitedMergeGetSerializedExactlyOnceDelivery() {
    let feed = ThreadedFeed()
    let recorder = SerialRecorder<Int>()
    let subscription = Observable.from(feed.subjects).merge(maxConcurrent: 4).subscribe(recorder.on)
    feed.send()
    subscription.dispose()
    feed.assertDeliveredExactlyOnce(to: recorder)
  }

  func testElementsTheObserverSendsBackToAnotherSourceAreMergedNested() {
    assertFeedbackLoop(
      inputs: [[.next(210, 1)], [.next(220, 10)]],
      sends: [.next(210, 1), .next(210, 2), .next(210, 3), .next(220, 10)],
      { sources, _ in Observable.merge(sources[0], sources[1]) },
      feedback: { element, subjects in
        if element < 3 { subjects[1].onNext(element + 1) }
      })
  }

  func testConcurrentSendersAndSubscribersOfMergeAreDeliveredOneAtATime() {
    let perSender = 10_000
    let subjects = (0..<4).map { _ in PublishSubject<Int>() }
    // Subscribing to an observable is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) let merged = Observable.merge(subjects.map { $0.asObservable() })
    assertSerializedDelivery(
      perSender: perSender, send: { subjects[$0 / perSender].onNext($0) },
      subscribe: { merged.subscribe($0) })
    XCTAssertEqual(subjects.map(\.hasObservers), [false, false, false, false])
  }
}
