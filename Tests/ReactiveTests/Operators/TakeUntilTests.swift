import Reactive
import ReactiveTest
import XCTest

final class TakeUntilTests: ReactiveTestCase {
  func testNeverSourceAndNeverOtherSendNothing() {
    assertOperator(
      hot: [.next(150, 1)], other: [.next(150, "a")], sends: [],
      sourceSubscriptions: [Subscription(200, 1000)], otherSubscriptions: [Subscription(200, 1000)]
    ) { $0.take(until: $1) }
  }

  func testEmptySourceCompletesAndUnsubscribesTheOther() {
    assertOperator(
      hot: [.next(150, 1), .completed(250)], other: [.next(300, "a")], sends: [.completed(250)],
      sourceSubscriptions: [Subscription(200, 250)], otherSubscriptions: [Subscription(200, 250)]
    ) { $0.take(until: $1) }
  }

  func testOtherElementCompletesAndUnsubscribesBoth() {
    assertOperator(
      hot: [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250)],
      other: [.next(150, "x"), .next(225, "a"), .completed(230)],
      sends: [.next(210, 2), .next(220, 3), .completed(225)],
      sourceSubscriptions: [Subscription(200, 225)], otherSubscriptions: [Subscription(200, 225)]
    ) { $0.take(until: $1) }
  }

  func testOtherElementBeforeAnySourceElementCompletesAtOnce() {
    assertOperator(
      hot: [.next(230, 2), .completed(250)], other: [.next(210, "a")],
      sends: [.completed(210)],
      sourceSubscriptions: [Subscription(200, 210)], otherSubscriptions: [Subscription(200, 210)]
    ) { $0.take(until: $1) }
  }

  func testOtherCompletingWithoutElementsOnlyUnsubscribesTheOther() {
    assertOperator(
      hot: [.next(210, 2), .next(240, 3), .completed(250)],
      other: [Recorded<Event<String>>.completed(225)],
      sends: [.next(210, 2), .next(240, 3), .completed(250)],
      sourceSubscriptions: [Subscription(200, 250)], otherSubscriptions: [Subscription(200, 225)]
    ) { $0.take(until: $1) }
  }

  func testSourceValuesPassWhileTheOtherIsSilent() {
    assertOperator(
      hot: [.next(210, 2), .next(220, 3), .completed(250)], other: [.next(260, "a")],
      sends: [.next(210, 2), .next(220, 3), .completed(250)],
      sourceSubscriptions: [Subscription(200, 250)], otherSubscriptions: [Subscription(200, 250)]
    ) { $0.take(until: $1) }
  }

  func testSourceErrorIsForwardedAndUnsubscribesTheOther() {
    assertOperator(
      hot: [.next(210, 2), .error(225, testError)], other: [.next(240, "a")],
      sends: [.next(210, 2), .error(225, testError)],
      sourceSubscriptions: [Subscription(200, 225)], otherSubscriptions: [Subscription(200, 225)]
    ) { $0.take(until: $1) }
  }

  func testOtherErrorIsForwardedAndUnsubscribesBoth() {
    assertOperator(
      hot: [.next(210, 2), .next(240, 3), .completed(250)],
      other: [Recorded<Event<String>>.error(225, testError)],
      sends: [.next(210, 2), .error(225, testError)],
      sourceSubscriptions: [Subscription(200, 225)], otherSubscriptions: [Subscription(200, 225)]
    ) { $0.take(until: $1) }
  }

  func testDisposingEarlyUnsubscribesBoth() {
    assertOperator(
      hot: [.next(210, 2), .next(260, 3), .completed(300)], other: [.next(280, "a")],
      disposed: 250, sends: [.next(210, 2)],
      sourceSubscriptions: [Subscription(200, 250)], otherSubscriptions: [Subscription(200, 250)]
    ) { $0.take(until: $1) }
  }

  func testOtherIsSubscribedBeforeTheSource() {
    var order: [String] = []
    let source = Observable<Int>.never().do(onSubscribe: { order.append("source") })
    let other = Observable<Int>.never().do(onSubscribe: { order.append("other") })
    source.take(until: other).subscribe().dispose()
    XCTAssertEqual(order, ["other", "source"])
  }

  func testASourceAfterAnOtherThatSentWhileBeingSubscribedIsSubscribedAndDisposedAtOnce() {
    for trigger in [Observable.just(()), Observable.error(testError)] {
      let scheduler = TestScheduler(initialClock: 0)
      let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
      let res = scheduler.start { xs.take(until: trigger) }
      XCTAssertEqual(res.events.count, 1)
      XCTAssertEqual(res.events.first?.time, 200)
      XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }
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
    assertSerializesConcurrentSources { $0.take(until: $1) }
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

  func testElementsAndTheStopTheObserverSendsBackAreHandledNested() {
    assertFeedbackLoop(
      inputs: [[.next(210, 1), .next(220, 4)], [.next(300, 0)]],
      sends: [.next(210, 1), .next(210, 2), .next(210, 3), .completed(210)],
      { sources, _ in sources[0].take(until: sources[1]) },
      feedback: { element, subjects in
        if element < 3 {
          subjects[0].onNext(element + 1)
        } else {
          subjects[1].onNext(0)
        }
      })
  }
}
