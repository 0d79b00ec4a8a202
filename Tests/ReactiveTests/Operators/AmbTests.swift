import Reactive
import ReactiveTest
import XCTest

final class AmbTests: ReactiveTestCase {
  func testNeverSourcesSendNothingAndAreDisposedAtTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let ys = scheduler.createHotObservable([.next(150, 2)])
    let res = scheduler.start { xs.amb(ys) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourceWinsWithItsCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let ys = scheduler.createHotObservable([.next(150, 2), .completed(225)])
    let res = scheduler.start { xs.amb(ys) }
    XCTAssertEqual(res.events, [.completed(225)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
  }

  func testTheFirstSourceToSendWinsAndTheOtherIsDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
    let ys = scheduler.createHotObservable([.next(220, 10), .completed(250)])
    let res = scheduler.start { xs.amb(ys) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
  }

  func testTheRightSourceWinsWhenItSendsFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 1), .completed(240)])
    let ys = scheduler.createHotObservable([.next(210, 10), .next(230, 20), .completed(250)])
    let res = scheduler.start { xs.amb(ys) }
    XCTAssertEqual(res.events, [.next(210, 10), .next(230, 20), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
  }

  func testAnErrorSentFirstWinsAndIsSent() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(210, testError)] as [Recorded<Event<Int>>])
    let ys = scheduler.createHotObservable([.next(220, 10), .completed(250)])
    let res = scheduler.start { xs.amb(ys) }
    XCTAssertEqual(res.events, [.error(210, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
  }

  func testErrorOfTheWinnerIsSent() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
    let ys = scheduler.createHotObservable([.next(220, 10), .completed(250)])
    let res = scheduler.start { xs.amb(ys) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
  }

  func testDisposingEarlyDisposesEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
    let ys = scheduler.createHotObservable([.next(220, 10), .completed(250)])
    let res = scheduler.start(disposed: 205) { xs.amb(ys) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 205)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 205)])
  }

  func testStaticAmbLetsTheFirstOfManySourcesWin() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = [
      scheduler.createHotObservable([.next(230, 1), .completed(240)]),
      scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)]),
      scheduler.createHotObservable([.next(215, 4), .completed(260)]),
    ]
    let res = scheduler.start { Observable.amb(sources.map { $0.asObservable() }) }
    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(250)])
    XCTAssertEqual(sources[0].subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(sources[1].subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(sources[2].subscriptions, [Subscription(200, 210)])
  }

  func testStaticAmbOfNoSourcesNeverSends() {
    var received: [Event<Int>] = []
    let subscription = Observable.amb([Observable<Int>]()).subscribe { received.append($0) }
    subscription.dispose()
    XCTAssertEqual(received, [])
  }

  func testASynchronousWinnerLeavesLaterSourcesUnsubscribed() {
    var subscribed = 0
    let counted = Observable<Int>.deferred {
      subscribed += 1
      return Observable.just(2)
    }
    var received: [Event<Int>] = []
    _ = Observable.amb([Observable.of(1, 3), counted]).subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(1), .next(3), .completed])
    XCTAssertEqual(subscribed, 0)
  }

  func testElementsTheObserverSendsBackToTheWinnerAreForwardedNested() {
    assertFeedbackLoop(
      inputs: [[.next(210, 1)], [.next(220, 10)]],
      sends: [.next(210, 1), .next(210, 2), .next(210, 3)],
      { sources, _ in sources[0].amb(sources[1]) },
      feedback: { element, subjects in
        if element < 3 { subjects[0].onNext(element + 1) }
      })
  }
}
