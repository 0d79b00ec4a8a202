import Reactive
import ReactiveTest
import XCTest

final class SkipUntilTests: ReactiveTestCase {
  func testNeverSourceAndNeverOtherSendNothing() {
    assertOperator(
      hot: [.next(150, 1)], other: [.next(150, "a")], sends: [],
      sourceSubscriptions: [Subscription(200, 1000)], otherSubscriptions: [Subscription(200, 1000)]
    ) { $0.skip(until: $1) }
  }

  func testSourceElementsAfterTheOtherElementAreSent() {
    assertOperator(
      hot: [
        .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
      ],
      other: [.next(150, "x"), .next(225, "a"), .completed(230)],
      sends: [.next(230, 4), .next(240, 5), .completed(250)],
      sourceSubscriptions: [Subscription(200, 250)], otherSubscriptions: [Subscription(200, 225)]
    ) { $0.skip(until: $1) }
  }

  func testEmptySourceAfterTheOtherElementCompletes() {
    assertOperator(
      hot: [Recorded<Event<Int>>.completed(250)], other: [.next(225, "a")],
      sends: [.completed(250)],
      sourceSubscriptions: [Subscription(200, 250)], otherSubscriptions: [Subscription(200, 225)]
    ) { $0.skip(until: $1) }
  }

  func testSourceCompletingBeforeTheOtherElementEndsBothSilently() {
    assertOperator(
      hot: [.next(210, 2), .completed(250)], other: [.next(300, "a")], sends: [],
      sourceSubscriptions: [Subscription(200, 250)], otherSubscriptions: [Subscription(200, 250)]
    ) { $0.skip(until: $1) }
  }

  func testOtherCompletingWithoutElementsDropsEverything() {
    assertOperator(
      hot: [.next(210, 2), .next(240, 3), .completed(250)],
      other: [Recorded<Event<String>>.completed(225)], sends: [],
      sourceSubscriptions: [Subscription(200, 250)], otherSubscriptions: [Subscription(200, 225)]
    ) { $0.skip(until: $1) }
  }

  func testSourceErrorIsForwardedEvenWhileSkipping() {
    assertOperator(
      hot: [.next(210, 2), .error(220, testError)], other: [.next(240, "a")],
      sends: [.error(220, testError)],
      sourceSubscriptions: [Subscription(200, 220)], otherSubscriptions: [Subscription(200, 220)]
    ) { $0.skip(until: $1) }
  }

  func testOtherErrorIsForwardedAndUnsubscribesBoth() {
    assertOperator(
      hot: [.next(210, 2), .next(240, 3), .completed(250)],
      other: [Recorded<Event<String>>.error(225, testError)],
      sends: [.error(225, testError)],
      sourceSubscriptions: [Subscription(200, 225)], otherSubscriptions: [Subscription(200, 225)]
    ) { $0.skip(until: $1) }
  }

  func testDisposingEarlyUnsubscribesBoth() {
    assertOperator(
      hot: [.next(210, 2), .next(240, 3), .completed(300)], other: [.next(220, "a")],
      disposed: 250, sends: [.next(240, 3)],
      sourceSubscriptions: [Subscription(200, 250)], otherSubscriptions: [Subscription(200, 220)]
    ) { $0.skip(until: $1) }
  }

  func testDisposingEarlyWhileSkippingUnsubscribesBoth() {
    assertOperator(
      hot: [.next(210, 2), .completed(300)], other: [.next(280, "a")],
      disposed: 250, sends: [],
      sourceSubscriptions: [Subscription(200, 250)], otherSubscriptions: [Subscription(200, 250)]
    ) { $0.skip(until: $1) }
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
    assertSerializesConcurrentSources { $0.skip(until: $1) }
  }

  func testEndingTheSubscriptionReleasesTheSourceAndTheOther() {
    assertReleasesResources { $0.skip(until: Observable.just(())) }
  }

  func testElementsTheObserverSendsBackAfterTheStartAreForwardedNested() {
    assertFeedbackLoop(
      inputs: [[.next(210, 1)], [.next(205, 0)]],
      sends: [.next(210, 1), .next(210, 2), .next(210, 3)],
      { sources, _ in sources[0].skip(until: sources[1]) },
      feedback: { element, subjects in
        if element < 3 { subjects[0].onNext(element + 1) }
      })
  }

  func testOtherIsSubscribedAndDisposedAtOnceWhenTheSourceEndsWhileBeingSubscribed() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let res = scheduler.start { Observable<Int>.error(testError).skip(until: ys) }
    XCTAssertEqual(res.events, [.error(200, testError)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
  }
}
