import Reactive
import ReactiveTest
import XCTest

final class WithLatestFromTests: ReactiveTestCase {
  func testNeverSourcesSendNothingAndAreDisposedAtTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let ys = scheduler.createHotObservable([.next(150, "a")])
    let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptyFirstSourceCompletesAndDisposesTheSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    let ys = scheduler.createHotObservable([.next(220, "a")])
    let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
  }

  func testElementsCombineWithTheLatestOfTheSecondWhichMayHaveCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(245, 3), .completed(260),
    ])
    let ys = scheduler.createHotObservable([.next(215, "a"), .next(235, "b"), .completed(240)])
    let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
    XCTAssertEqual(res.events, [.next(220, "2a"), .next(245, "3b"), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
  }

  func testWithoutSelectorSendsTheLatestElementOfTheSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(260)])
    let ys = scheduler.createHotObservable([.next(205, "a"), .next(215, "b")])
    let res = scheduler.start { xs.withLatestFrom(ys) }
    XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "b"), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
  }

  func testErrorOfTheFirstIsSentAndDisposesTheSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 1), .error(230, testError)])
    let ys = scheduler.createHotObservable([.next(215, "a")])
    let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
    XCTAssertEqual(res.events, [.next(220, "1a"), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
  }

  func testErrorOfTheSecondIsSentAndDisposesTheFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 1), .completed(300)])
    let ys = scheduler.createHotObservable([.next(215, "a"), .error(230, testError)])
    let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
    XCTAssertEqual(res.events, [.next(220, "1a"), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
  }

  func testDisposingEarlyDisposesBothSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(215, "a"), .completed(300)])
    let res = scheduler.start(disposed: 230) { xs.withLatestFrom(ys) { "\($0)\($1)" } }
    XCTAssertEqual(res.events, [.next(220, "1a")])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
  }

  func testThrowingResultSelectorSendsErrorAndDisposesBothSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(215, "a"), .completed(300)])
    let res = scheduler.start {
      xs.withLatestFrom(ys) { x, y -> String in
        if x == 2 { throw testError }
        return "\(x)\(y)"
      }
    }
    XCTAssertEqual(res.events, [.next(220, "1a"), .error(240, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
  }

  func testTheSecondIsSubscribedToBeforeTheFirst() {
    var log: [String] = []
    func source(_ name: String) -> Observable<String> {
      Observable.create { observer in
        log.append("subscribe \(name)")
        observer.onNext(name)
        return Disposables.create()
      }
    }
    let subscription = source("first").withLatestFrom(source("second")) { $0 + $1 }
      .subscribe(onNext: { log.append($0) })
    subscription.dispose()
    XCTAssertEqual(log, ["subscribe second", "subscribe first", "firstsecond"])
  }

  func testDisposingReleasesBothSubscriptions() {
    let before = Resources.total
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    var subscription: (any Disposable)? = first.withLatestFrom(second).subscribe()
    XCTAssertGreaterThan(Resources.total, before)
    subscription?.dispose()
    subscription = nil
    XCTAssertEqual(Resources.total, before)
    XCTAssertFalse(first.hasObservers)
    XCTAssertFalse(second.hasObservers)
  }

  func testElementsTheObserverSendsBackToBothSourcesAreCombinedNested() {
    assertFeedbackLoop(
      inputs: [[.next(210, 1), .next(220, 3)], [.next(205, 10)]],
      sends: [.next(210, 11), .next(210, 22), .next(220, 23)],
      { sources, _ in sources[0].withLatestFrom(sources[1]) { $0 + $1 } },
      feedback: { sum, subjects in
        if sum == 11 {
          subjects[1].onNext(20)
          subjects[0].onNext(2)
        }
      })
  }
}
