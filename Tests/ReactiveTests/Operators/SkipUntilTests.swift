import Dispatch
import Reactive
import ReactiveTest
import XCTest

final class SkipUntilTests: ReactiveTestCase {
  /// Runs `xs.skip(until: ys)` over two hot observables and asserts the result and both sources'
  /// subscriptions.
  private func assertSkipUntil(
    source: [Recorded<Event<Int>>], other: [Recorded<Event<String>>],
    disposed: TestTime = TestScheduler.Defaults.disposed,
    sends expected: [Recorded<Event<Int>>],
    sourceSubscriptions: [Subscription], otherSubscriptions: [Subscription],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(source)
    let ys = scheduler.createHotObservable(other)
    let res = scheduler.start(disposed: disposed) { xs.skip(until: ys) }
    XCTAssertEqual(res.events, expected, "events", file: file, line: line)
    XCTAssertEqual(xs.subscriptions, sourceSubscriptions, "source", file: file, line: line)
    XCTAssertEqual(ys.subscriptions, otherSubscriptions, "other", file: file, line: line)
  }

  func testNeverSourceAndNeverOtherSendNothing() {
    assertSkipUntil(
      source: [.next(150, 1)], other: [.next(150, "a")], sends: [],
      sourceSubscriptions: [Subscription(200, 1000)], otherSubscriptions: [Subscription(200, 1000)])
  }

  func testSourceElementsAfterTheOtherElementAreSent() {
    assertSkipUntil(
      source: [
        .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
      ],
      other: [.next(150, "x"), .next(225, "a"), .completed(230)],
      sends: [.next(230, 4), .next(240, 5), .completed(250)],
      sourceSubscriptions: [Subscription(200, 250)], otherSubscriptions: [Subscription(200, 225)])
  }

  func testEmptySourceAfterTheOtherElementCompletes() {
    assertSkipUntil(
      source: [.completed(250)], other: [.next(225, "a")], sends: [.completed(250)],
      sourceSubscriptions: [Subscription(200, 250)], otherSubscriptions: [Subscription(200, 225)])
  }

  func testSourceCompletingBeforeTheOtherElementEndsBothSilently() {
    assertSkipUntil(
      source: [.next(210, 2), .completed(250)], other: [.next(300, "a")], sends: [],
      sourceSubscriptions: [Subscription(200, 250)], otherSubscriptions: [Subscription(200, 250)])
  }

  func testOtherCompletingWithoutElementsDropsEverything() {
    assertSkipUntil(
      source: [.next(210, 2), .next(240, 3), .completed(250)], other: [.completed(225)], sends: [],
      sourceSubscriptions: [Subscription(200, 250)], otherSubscriptions: [Subscription(200, 225)])
  }

  func testSourceErrorIsForwardedEvenWhileSkipping() {
    assertSkipUntil(
      source: [.next(210, 2), .error(220, testError)], other: [.next(240, "a")],
      sends: [.error(220, testError)],
      sourceSubscriptions: [Subscription(200, 220)], otherSubscriptions: [Subscription(200, 220)])
  }

  func testOtherErrorIsForwardedAndUnsubscribesBoth() {
    assertSkipUntil(
      source: [.next(210, 2), .next(240, 3), .completed(250)], other: [.error(225, testError)],
      sends: [.error(225, testError)],
      sourceSubscriptions: [Subscription(200, 225)], otherSubscriptions: [Subscription(200, 225)])
  }

  func testDisposingEarlyUnsubscribesBoth() {
    assertSkipUntil(
      source: [.next(210, 2), .next(240, 3), .completed(300)], other: [.next(220, "a")],
      disposed: 250, sends: [.next(240, 3)],
      sourceSubscriptions: [Subscription(200, 250)], otherSubscriptions: [Subscription(200, 220)])
  }

  func testDisposingEarlyWhileSkippingUnsubscribesBoth() {
    assertSkipUntil(
      source: [.next(210, 2), .completed(300)], other: [.next(280, "a")],
      disposed: 250, sends: [],
      sourceSubscriptions: [Subscription(200, 250)], otherSubscriptions: [Subscription(200, 250)])
  }

  func testSourceIsSubscribedBeforeTheOther() {
    var order: [String] = []
    let source = Observable<Int>.never().do(onSubscribe: { order.append("source") })
    let other = Observable<Int>.never().do(onSubscribe: { order.append("other") })
    source.skip(until: other).subscribe().dispose()
    XCTAssertEqual(order, ["source", "other"])
  }

  func testSilentCompletionDoesNotEndTheSubscriberButReleasesTheSources() {
    let source = PublishSubject<Int>()
    let other = PublishSubject<Void>()
    var received: [Event<Int>] = []
    let subscription = source.skip(until: other).subscribe { received.append($0) }
    source.onNext(1)
    source.onCompleted()
    XCTAssertEqual(received, [])
    XCTAssertFalse(source.hasObservers)
    XCTAssertFalse(other.hasObservers)
    subscription.dispose()
  }

  func testOtherSendingWhileBeingSubscribedForwardsEverythingLater() {
    let source = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = source.skip(until: Observable.just(())).subscribe(onNext: {
      received.append($0)
    })
    source.onNext(1)
    source.onNext(2)
    subscription.dispose()
    XCTAssertEqual(received, [1, 2])
  }

  func testEventsFromConcurrentSourcesAreSerialized() {
    for _ in 0..<50 {
      let source = PublishSubject<Int>()
      let other = PublishSubject<Int>()
      let recorder = ConcurrentRecorder<Int>()
      let subscription = source.skip(until: other).subscribe { recorder.record($0) }
      DispatchQueue.concurrentPerform(iterations: 4) { worker in
        for value in 0..<200 {
          if worker == 3 && value == 100 {
            other.onNext(0)
          } else {
            source.onNext(value)
          }
        }
      }
      source.onCompleted()
      subscription.dispose()
      XCTAssertFalse(recorder.overlapped, "events overlapped")
      XCTAssertEqual(recorder.events.last.map { $0.isCompleted }, true)
      XCTAssertEqual(recorder.events.filter(\.isStopEvent).count, 1)
      XCTAssertFalse(other.hasObservers)
    }
  }

  func testEndingTheSubscriptionReleasesTheSourceAndTheOther() {
    assertReleasesResources { $0.skip(until: Observable.just(())) }
  }
}
