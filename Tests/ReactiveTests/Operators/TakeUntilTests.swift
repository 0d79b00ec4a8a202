import Dispatch
import Reactive
import ReactiveTest
import XCTest

final class TakeUntilTests: ReactiveTestCase {
  /// Runs `xs.take(until: ys)` over two hot observables and asserts the result and both sources'
  /// subscriptions.
  private func assertTakeUntil(
    source: [Recorded<Event<Int>>], other: [Recorded<Event<String>>],
    disposed: TestTime = TestScheduler.Defaults.disposed,
    sends expected: [Recorded<Event<Int>>],
    sourceSubscriptions: [Subscription], otherSubscriptions: [Subscription],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(source)
    let ys = scheduler.createHotObservable(other)
    let res = scheduler.start(disposed: disposed) { xs.take(until: ys) }
    XCTAssertEqual(res.events, expected, "events", file: file, line: line)
    XCTAssertEqual(xs.subscriptions, sourceSubscriptions, "source", file: file, line: line)
    XCTAssertEqual(ys.subscriptions, otherSubscriptions, "other", file: file, line: line)
  }

  func testNeverSourceAndNeverOtherSendNothing() {
    assertTakeUntil(
      source: [.next(150, 1)], other: [.next(150, "a")], sends: [],
      sourceSubscriptions: [Subscription(200, 1000)], otherSubscriptions: [Subscription(200, 1000)])
  }

  func testEmptySourceCompletesAndUnsubscribesTheOther() {
    assertTakeUntil(
      source: [.next(150, 1), .completed(250)], other: [.next(300, "a")], sends: [.completed(250)],
      sourceSubscriptions: [Subscription(200, 250)], otherSubscriptions: [Subscription(200, 250)])
  }

  func testOtherElementCompletesAndUnsubscribesBoth() {
    assertTakeUntil(
      source: [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250)],
      other: [.next(150, "x"), .next(225, "a"), .completed(230)],
      sends: [.next(210, 2), .next(220, 3), .completed(225)],
      sourceSubscriptions: [Subscription(200, 225)], otherSubscriptions: [Subscription(200, 225)])
  }

  func testOtherElementBeforeAnySourceElementCompletesAtOnce() {
    assertTakeUntil(
      source: [.next(230, 2), .completed(250)], other: [.next(210, "a")],
      sends: [.completed(210)],
      sourceSubscriptions: [Subscription(200, 210)], otherSubscriptions: [Subscription(200, 210)])
  }

  func testOtherCompletingWithoutElementsOnlyUnsubscribesTheOther() {
    assertTakeUntil(
      source: [.next(210, 2), .next(240, 3), .completed(250)], other: [.completed(225)],
      sends: [.next(210, 2), .next(240, 3), .completed(250)],
      sourceSubscriptions: [Subscription(200, 250)], otherSubscriptions: [Subscription(200, 225)])
  }

  func testSourceValuesPassWhileTheOtherIsSilent() {
    assertTakeUntil(
      source: [.next(210, 2), .next(220, 3), .completed(250)], other: [.next(260, "a")],
      sends: [.next(210, 2), .next(220, 3), .completed(250)],
      sourceSubscriptions: [Subscription(200, 250)], otherSubscriptions: [Subscription(200, 250)])
  }

  func testSourceErrorIsForwardedAndUnsubscribesTheOther() {
    assertTakeUntil(
      source: [.next(210, 2), .error(225, testError)], other: [.next(240, "a")],
      sends: [.next(210, 2), .error(225, testError)],
      sourceSubscriptions: [Subscription(200, 225)], otherSubscriptions: [Subscription(200, 225)])
  }

  func testOtherErrorIsForwardedAndUnsubscribesBoth() {
    assertTakeUntil(
      source: [.next(210, 2), .next(240, 3), .completed(250)], other: [.error(225, testError)],
      sends: [.next(210, 2), .error(225, testError)],
      sourceSubscriptions: [Subscription(200, 225)], otherSubscriptions: [Subscription(200, 225)])
  }

  func testDisposingEarlyUnsubscribesBoth() {
    assertTakeUntil(
      source: [.next(210, 2), .next(260, 3), .completed(300)], other: [.next(280, "a")],
      disposed: 250, sends: [.next(210, 2)],
      sourceSubscriptions: [Subscription(200, 250)], otherSubscriptions: [Subscription(200, 250)])
  }

  func testOtherIsSubscribedBeforeTheSource() {
    var order: [String] = []
    let source = Observable<Int>.never().do(onSubscribe: { order.append("source") })
    let other = Observable<Int>.never().do(onSubscribe: { order.append("other") })
    source.take(until: other).subscribe().dispose()
    XCTAssertEqual(order, ["other", "source"])
  }

  func testOtherThatSendsWhileBeingSubscribedPreventsTheSourceSubscription() {
    var sourceSubscribed = false
    var received: [Event<Int>] = []
    _ = Observable.of(1, 2).do(onSubscribe: { sourceSubscribed = true })
      .take(until: Observable.just(()))
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.completed])
    XCTAssertFalse(sourceSubscribed)
  }

  func testObserverCanFeedTheSourceFromItsOwnOnNext() {
    let source = PublishSubject<Int>()
    let other = PublishSubject<Void>()
    var received: [Event<Int>] = []
    let subscription = source.take(until: other).subscribe { event in
      received.append(event)
      if case .next(1) = event { source.onNext(2) }
    }
    source.onNext(1)
    other.onNext(())
    source.onNext(3)
    subscription.dispose()
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
  }

  func testEventsFromConcurrentSourcesAreSerializedAndEndWithOneCompletion() {
    for _ in 0..<50 {
      let source = PublishSubject<Int>()
      let other = PublishSubject<Int>()
      let recorder = ConcurrentRecorder<Int>()
      let subscription = source.take(until: other).subscribe { recorder.record($0) }
      DispatchQueue.concurrentPerform(iterations: 4) { worker in
        for value in 0..<200 {
          if worker == 3 && value == 100 {
            other.onNext(0)
          } else {
            source.onNext(value)
          }
        }
      }
      subscription.dispose()
      let events = recorder.events
      XCTAssertFalse(recorder.overlapped, "events overlapped")
      XCTAssertEqual(events.last.map { $0.isCompleted }, true)
      XCTAssertEqual(events.filter(\.isStopEvent).count, 1)
    }
  }

  func testEndingTheSubscriptionReleasesTheSourceAndTheOther() {
    let other = PublishSubject<Void>()
    assertReleasesResources { $0.take(until: other) }
    XCTAssertFalse(other.hasObservers)
  }

  func testPredicateCompletesAtTheFirstMatchingElementWithoutSendingIt() {
    assertOperator(
      hot: [.next(150, 9), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250)],
      sends: [.next(210, 2), .completed(220)],
      subscriptions: [Subscription(200, 220)]
    ) { $0.take(until: { $0 == 3 }) }
  }

  func testInclusivePredicateSendsTheMatchingElementThenCompletes() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)],
      sends: [.next(210, 2), .next(220, 3), .completed(220)],
      subscriptions: [Subscription(200, 220)]
    ) { $0.take(until: { $0 == 3 }, behavior: .inclusive) }
  }

  func testPredicateNeverSourceSendsNothing() {
    assertOperator(
      hot: [.next(150, 3)], sends: [Recorded<Event<Int>>](),
      subscriptions: [Subscription(200, 1000)]
    ) { $0.take(until: { $0 == 3 }) }
  }

  func testPredicateEmptySourceCompletes() {
    assertOperator(
      hot: [.completed(250)], sends: [Recorded<Event<Int>>.completed(250)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.take(until: { $0 == 3 }) }
  }

  func testPredicateSourceErrorIsForwarded() {
    assertOperator(
      hot: [.next(210, 2), .error(230, testError)],
      sends: [.next(210, 2), .error(230, testError)],
      subscriptions: [Subscription(200, 230)]
    ) { $0.take(until: { $0 == 3 }) }
  }

  func testPredicateDisposingEarlyUnsubscribesTheSource() {
    assertOperator(
      hot: [.next(210, 2), .next(260, 3), .completed(300)], disposed: 250,
      sends: [.next(210, 2)],
      subscriptions: [Subscription(200, 250)]
    ) { $0.take(until: { $0 == 3 }) }
  }

  func testThrowingPredicateSendsErrorAndUnsubscribes() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .completed(250)],
      sends: [.next(210, 2), .error(220, testError)],
      subscriptions: [Subscription(200, 220)]
    ) {
      $0.take(until: { value in
        if value == 3 { throw testError }
        return false
      })
    }
  }

  func testEndingAPredicateSubscriptionReleasesTheSource() {
    assertReleasesResources { $0.take(until: { _ in false }) }
  }
}
