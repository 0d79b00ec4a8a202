import Reactive
import ReactiveTest
import XCTest

final class FlatMapTests: ReactiveTestCase {
  private let cases = FlatteningCases { xs, selector in xs.flatMap(selector) }

  func testNeverOuterSendsNothingAndIsDisposedAtTheEnd() {
    cases.assertNeverOuterSendsNothing()
  }

  func testEmptyOuterCompletes() {
    cases.assertEmptyOuterCompletes()
  }

  func testInnerElementsAreMergedAndCompletionWaitsForTheLastInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 9), .next(210, 0), .next(230, 1), .completed(270),
    ])
    let ys = [
      scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)]),
      scheduler.createColdObservable([.next(5, 10), .next(35, 20), .completed(80)]),
    ]
    let res = scheduler.start { xs.flatMap { ys[$0] } }
    XCTAssertEqual(
      res.events,
      [.next(220, 1), .next(235, 10), .next(250, 2), .next(265, 20), .completed(310)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 260)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(230, 310)])
  }

  func testTheSameInnerSequenceIsSubscribedToOncePerElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let ys = scheduler.createColdObservable([.next(5, 7), .completed(15)])
    let res = scheduler.start { xs.flatMap { _ in ys } }
    XCTAssertEqual(res.events, [.next(215, 7), .next(225, 7), .completed(300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(210, 225), Subscription(220, 235)])
  }

  func testOuterErrorIsSentAndDisposesTheInners() {
    cases.assertOuterErrorDisposesTheInner()
  }

  func testInnerErrorIsSentAndDisposesTheOuterAndTheOtherInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(400)])
    let ys = [
      scheduler.createColdObservable([.next(15, 1), .next(100, 2), .completed(150)]),
      scheduler.createColdObservable([.next(10, 10), .error(20, testError)]),
    ]
    let res = scheduler.start { xs.flatMap { ys[$0] } }
    XCTAssertEqual(res.events, [.next(225, 1), .next(230, 10), .error(240, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 240)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(220, 240)])
  }

  func testDisposingEarlyDisposesTheOuterAndEveryInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(400)])
    let ys = [
      scheduler.createColdObservable([.next(15, 1), .next(100, 2), .completed(150)]),
      scheduler.createColdObservable([.next(10, 10), .next(100, 20), .completed(150)]),
    ]
    let res = scheduler.start(disposed: 250) { xs.flatMap { ys[$0] } }
    XCTAssertEqual(res.events, [.next(225, 1), .next(230, 10)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 250)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(220, 250)])
  }

  func testThrowingSelectorSendsErrorAndDisposesEverything() {
    cases.assertThrowingSelectorDisposesEverything()
  }

  func testSynchronousInnersAreFlattenedInOrder() {
    var received: [Event<Int>] = []
    _ = Observable.of(1, 2, 3)
      .flatMap { Observable.of($0, $0 * 10) }
      .subscribe { received.append($0) }
    XCTAssertEqual(
      received, [.next(1), .next(10), .next(2), .next(20), .next(3), .next(30), .completed])
  }

  func testDisposingReleasesTheOuterAndEveryLiveInner() {
    let before = Resources.total
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    var received: [Int] = []
    var subscription: (any Disposable)? = outer.flatMap { _ in inner }
      .subscribe(onNext: { received.append($0) })
    outer.onNext(1)
    outer.onNext(2)
    inner.onNext(5)
    XCTAssertEqual(received, [5, 5])
    XCTAssertGreaterThan(Resources.total, before)
    subscription?.dispose()
    subscription = nil
    XCTAssertEqual(Resources.total, before)
    XCTAssertFalse(outer.hasObservers)
    XCTAssertFalse(inner.hasObservers)
  }

  func testFourThreadsFeedingInnersGetSerializedExactlyOnceDelivery() {
    let feed = ThreadedFeed()
    let recorder = SerialRecorder<Int>()
    let subscription = Observable.from(feed.subjects).flatMap { $0 }.subscribe(recorder.on)
    feed.send()
    subscription.dispose()
    feed.assertDeliveredExactlyOnce(to: recorder)
  }

  func testCompletionWaitsForTheInner() {
    cases.assertCompletionWaitsForTheInner()
  }

  func testElementsTheObserverSendsBackAreMergedNested() {
    assertFeedbackLoop(
      input: [.next(210, 1)],
      sends: [.next(210, 10), .next(210, 20), .next(210, 30)],
      { source, _ in source.flatMap { Observable.just($0 * 10) } },
      feedback: { $0 < 30 ? $0 / 10 + 1 : nil })
  }

  func testRecursiveFlatMapHundredThousandDeepRunsInBoundedStack() {
    assertDeepChain(sends: [.next(0), .completed]) { countDown(deepChainDepth) }
  }

  func testHundredThousandFlatMapsChainedInALoopRunAndAreReleasedInBoundedStack() {
    assertDeepChain(sends: [.next(deepChainDepth), .completed]) {
      var chain = Observable.just(0)
      for _ in 0..<deepChainDepth { chain = chain.flatMap { Observable.just($0 + 1) } }
      return chain
    }
  }

  func testConcurrentSendersAndSubscribersOfFlatMapAreDeliveredOneAtATime() {
    let subject = PublishSubject<Int>()
    // Subscribing to an observable is thread-safe; the class is not marked Sendable.
    nonisolated(unsafe) let flattened = subject.flatMap { Observable.just($0) }
    assertSerializedDelivery(send: { subject.onNext($0) }, subscribe: { flattened.subscribe($0) })
    XCTAssertFalse(subject.hasObservers)
  }
}

/// A sequence that reaches 0 through `n` nested `flatMap`s, each made by the one above.
private func countDown(_ n: Int) -> Observable<Int> {
  n == 0 ? Observable.just(0) : Observable.just(n).flatMap { countDown($0 - 1) }
}
