import Reactive
import ReactiveTest
import XCTest

final class SampleTests: ReactiveTestCase {
  func testNeverSourcesSendNothingAndAreDisposedAtTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let ys = scheduler.createHotObservable([.next(150, "a")])
    let res = scheduler.start { xs.sample(ys) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptySourceCompletesAtTheNextSample() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(220)])
    let ys = scheduler.createHotObservable([.next(210, "a"), .next(250, "b")])
    let res = scheduler.start { xs.sample(ys) }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
  }

  func testEachSampleSendsTheLatestElementIfANewOneArrived() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(240, 3), .completed(300),
    ])
    let ys = scheduler.createHotObservable([
      .next(205, "x"), .next(230, "a"), .next(235, "b"), .next(250, "c"), .next(320, "d"),
    ])
    let res = scheduler.start { xs.sample(ys) }
    XCTAssertEqual(res.events, [.next(230, 2), .next(250, 3), .completed(320)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
  }

  func testDefaultValueIsSentWhenNoNewElementArrived() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 2), .completed(300)])
    let ys = scheduler.createHotObservable([
      .next(210, "a"), .next(230, "b"), .next(240, "c"), .next(310, "d"),
    ])
    let res = scheduler.start { xs.sample(ys, defaultValue: 0) }
    XCTAssertEqual(
      res.events, [.next(210, 0), .next(230, 2), .next(240, 0), .next(310, 0), .completed(310)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 310)])
  }

  func testSamplerCompletionSamplesOnceMoreWithoutCompleting() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let ys = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<String>>])
    let res = scheduler.start { xs.sample(ys) }
    XCTAssertEqual(res.events, [.next(220, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
  }

  func testSourceErrorIsSentAndDisposesTheSampler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
    let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
    let res = scheduler.start { xs.sample(ys) }
    XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
  }

  func testSamplerErrorIsSentAndDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, "a"), .error(230, testError)])
    let res = scheduler.start { xs.sample(ys) }
    XCTAssertEqual(res.events, [.next(220, 1), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
  }

  func testDisposingEarlyDisposesBothSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, "a"), .next(250, "b")])
    let res = scheduler.start(disposed: 245) { xs.sample(ys) }
    XCTAssertEqual(res.events, [.next(220, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 245)])
  }

  func testDisposingReleasesBothSubscriptions() {
    let before = Resources.total
    let source = PublishSubject<Int>()
    let sampler = PublishSubject<Void>()
    var subscription: (any Disposable)? = source.sample(sampler).subscribe()
    XCTAssertGreaterThan(Resources.total, before)
    subscription?.dispose()
    subscription = nil
    XCTAssertEqual(Resources.total, before)
    XCTAssertFalse(source.hasObservers)
    XCTAssertFalse(sampler.hasObservers)
  }

  func testElementAndSampleTheObserverSendsBackAreSampledNested() {
    assertFeedbackLoop(
      inputs: [[.next(210, 1)], [.next(220, 0), .next(230, 0)]],
      sends: [.next(220, 1), .next(220, 2)],
      { sources, _ in sources[0].sample(sources[1]) },
      feedback: { element, subjects in
        if element == 1 {
          subjects[0].onNext(2)
          subjects[1].onNext(0)
        }
      })
  }
}
