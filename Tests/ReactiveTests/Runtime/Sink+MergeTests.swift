import Dispatch
import Reactive
import ReactiveTest
import XCTest

/// The merging sink's inner sequences: those completing on other threads, and `just`s, whose
/// events the sink sends itself when it may subscribe to them at once.
final class SinkMergeTests: ReactiveTestCase {
  func testAnObserverFeedingTheOuterSequenceIsDeliveredToNested() {
    let outer = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = outer.flatMap { Observable.just($0) }
      .subscribe(onNext: { value in
        received.append(value)
        if value < 3 { outer.onNext(value + 1) }
      })
    outer.onNext(0)
    XCTAssertEqual(received, [0, 1, 2, 3])
    subscription.dispose()
  }

  func testJustInnersAreSentAtTheirElementAndCompletionWaitsForTheLastOtherInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 0), .next(220, 1), .next(230, 2), .completed(240),
    ])
    let ys = scheduler.createColdObservable([.next(15, 10), .completed(35)])
    let res = scheduler.start {
      xs.flatMap { $0 == 1 ? ys.asObservable() : Observable.just($0) }
    }
    XCTAssertEqual(res.events, [.next(210, 0), .next(230, 2), .next(235, 10), .completed(255)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(ys.subscriptions, [Subscription(220, 255)])
  }

  func testAJustAfterTheOtherInnersLeavesTheCompletionToTheOuterSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 0), .completed(300)])
    let ys = scheduler.createColdObservable([.next(5, 10), .completed(10)])
    let res = scheduler.start {
      xs.flatMap { $0 == 1 ? ys.asObservable() : Observable.just($0) }
    }
    XCTAssertEqual(res.events, [.next(215, 10), .next(220, 0), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])
  }

  func testAnOuterSequenceCompletingRightAfterAJustCompletesAtTheSameTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])
    let res = scheduler.start { xs.flatMap { Observable.just($0 * 10) } }
    XCTAssertEqual(res.events, [.next(210, 10), .next(210, 20), .completed(210)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testASelectorThrowingAfterJustInnersSendsTheErrorAndDisposesTheOuter() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 0), .next(220, 1), .next(230, 2), .completed(300),
    ])
    let res = scheduler.start {
      xs.flatMap { value -> Observable<Int> in
        if value == 1 { throw testError }
        return Observable.just(value)
      }
    }
    XCTAssertEqual(res.events, [.next(210, 0), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testDisposingInsideAJustsElementDropsItsCompletionAndLaterElements() {
    let before = Resources.total
    let outer = PublishSubject<Int>()
    var received: [Event<Int>] = []
    var subscription: (any Disposable)?
    subscription = outer.flatMap { Observable.just($0) }
      .subscribe { event in
        received.append(event)
        subscription?.dispose()
      }
    outer.onNext(1)
    outer.onNext(2)
    outer.onCompleted()
    XCTAssertEqual(received, [.next(1)])
    XCTAssertFalse(outer.hasObservers)
    subscription = nil
    XCTAssertEqual(Resources.total, before)
  }

  func testAnOuterElementAndCompletionSentInsideAJustsElementAreMergedNestedThenComplete() {
    let outer = PublishSubject<Int>()
    var received: [Event<Int>] = []
    let subscription = outer.flatMap { Observable.just($0) }
      .subscribe { event in
        received.append(event)
        if event == .next(1) {
          outer.onNext(2)
          outer.onCompleted()
          received.append(.next(-1))
        }
      }
    outer.onNext(1)
    // The first `just` is still running when the outer sequence completes, so the completion
    // waits for it: after the observer's `onNext` has returned.
    XCTAssertEqual(received, [.next(1), .next(2), .next(-1), .completed])
    subscription.dispose()
  }

  func testFlatMapFirstDropsAnOuterElementSentInsideAJustsElement() {
    let outer = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = outer.flatMapFirst { Observable.just($0) }
      .subscribe(onNext: { value in
        received.append(value)
        if value == 1 { outer.onNext(2) }
      })
    outer.onNext(1)
    outer.onNext(3)
    XCTAssertEqual(received, [1, 3])
    subscription.dispose()
  }

  func testConcatMapQueuesJustInnersBehindTheRunningInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(235),
    ])
    let ys = scheduler.createColdObservable([.next(15, 10), .completed(30)])
    let res = scheduler.start {
      xs.concatMap { $0 == 1 ? ys.asObservable() : Observable.just($0) }
    }
    XCTAssertEqual(
      res.events, [.next(225, 10), .next(240, 2), .next(240, 3), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)])
  }

  func testMaxConcurrentSendsAJustWithAFreeSlotAtOnceAndQueuesOneWithout() {
    let scheduler = TestScheduler(initialClock: 0)
    let long = scheduler.createColdObservable([.next(50, 10), .completed(60)])
    let short = scheduler.createColdObservable([.next(10, 30), .completed(20)])
    let xs = scheduler.createHotObservable([
      .next(210, long.asObservable()), .next(220, Observable.just(2)),
      .next(230, short.asObservable()), .next(235, Observable.just(4)), .completed(300),
    ])
    let res = scheduler.start { xs.merge(maxConcurrent: 2) }
    XCTAssertEqual(
      res.events, [.next(220, 2), .next(240, 30), .next(250, 4), .next(260, 10), .completed(300)])
    XCTAssertEqual(long.subscriptions, [Subscription(210, 270)])
    XCTAssertEqual(short.subscriptions, [Subscription(230, 250)])
  }

  func testJustInnersSubscribedAtOnceRunOnNoLifetimeAndQueuedOnesOnTheirOwn() {
    let before = Resources.total
    let outer = PublishSubject<Int>()
    var during: [Int32] = []
    var flattened: (any Disposable)? = outer.flatMap { Observable.just($0) }
      .subscribe(onNext: { _ in during.append(Resources.total) })
    let subscribed = Resources.total
    for value in 1...3 { outer.onNext(value) }
    XCTAssertEqual(during, [subscribed, subscribed, subscribed])
    flattened?.dispose()
    flattened = nil
    XCTAssertEqual(Resources.total, before)

    let running = PublishSubject<Int>()
    var concatenated: (any Disposable)? = outer.concatMap {
      $0 == 0 ? running.asObservable() : Observable.just($0)
    }
    .subscribe(onNext: { _ in during.append(Resources.total) })
    let subscribedConcat = Resources.total
    outer.onNext(0)
    outer.onNext(1)
    running.onCompleted()
    XCTAssertEqual(during.count, 4)
    XCTAssertGreaterThan(during[3], subscribedConcat)
    concatenated?.dispose()
    concatenated = nil
    XCTAssertEqual(Resources.total, before)
  }

  func testAJustOnASchedulerIsSubscribedToAndSendsOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let outer = PublishSubject<Int>()
    var received: [Event<Int>] = []
    let subscription = outer.flatMap { Observable.just($0, scheduler: scheduler) }
      .subscribe { received.append($0) }
    outer.onNext(1)
    outer.onCompleted()
    XCTAssertEqual(received, [])
    scheduler.start()
    XCTAssertEqual(received, [.next(1), .completed])
    subscription.dispose()
  }

  func testAnInnerCompletingOnAnotherThreadDuringItsSubscriptionHandsOverToTheSubscribingLoop() {
    let testThread = Thread.current
    var subscribedOnTestThread: [Bool] = []
    let completesElsewhere = Observable<Int>.create { observer in
      let done = DispatchSemaphore(value: 0)
      let unchecked = UncheckedObserver(observer)
      DispatchQueue.global().async {
        unchecked.observer.onCompleted()
        done.signal()
      }
      done.wait()
      return Disposables.create()
    }
    let recordingThread = Observable<Int>.deferred {
      subscribedOnTestThread.append(Thread.current == testThread)
      return Observable.just(2)
    }
    var received: [Event<Int>] = []
    _ = Observable.concat(completesElsewhere, recordingThread).subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(2), .completed])
    XCTAssertEqual(subscribedOnTestThread, [true])
  }

  func testAnInnerCompletingLaterOnAnotherThreadSubscribesTheNextOneThere() {
    let first = PublishSubject<Int>()
    let testThread = Thread.current
    var subscribedOnTestThread: [Bool] = []
    let recordingThread = Observable<Int>.deferred {
      subscribedOnTestThread.append(Thread.current == testThread)
      return Observable.just(2)
    }
    let recorder = SerialRecorder<Int>()
    let subscription = Observable.concat(first.asObservable(), recordingThread)
      .subscribe(recorder.on)
    runConcurrently(threads: 1) { _ in first.onCompleted() }
    XCTAssertEqual(recorder.events, [.next(2), .completed])
    XCTAssertEqual(subscribedOnTestThread, [false])
    subscription.dispose()
  }
}

/// Carries an observer to another thread in a test that then waits for that thread.
private struct UncheckedObserver: @unchecked Sendable {
  // @unchecked Sendable: the test uses the observer on one thread at a time
  let observer: AnyObserver<Int>

  init(_ observer: AnyObserver<Int>) {
    self.observer = observer
  }
}
