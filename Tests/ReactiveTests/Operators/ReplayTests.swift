import Reactive
import ReactiveTest
import XCTest

final class ReplayTests: ReactiveTestCase {
  func testNeverSourceReplaysNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let replayed = xs.replay(1)
    let res = scheduler.record(replayed, from: 200)
    scheduler.connect(replayed, at: 210, until: 800)
    scheduler.start()
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(210, 800)])
  }

  func testLateSubscribersReceiveTheLatestElementsFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    let replayed = xs.replay(2)
    scheduler.connect(replayed, at: 200)
    let a = scheduler.record(replayed, from: 205)
    let b = scheduler.record(replayed, from: 235)
    scheduler.start()
    XCTAssertEqual(
      a.events,
      [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
    XCTAssertEqual(b.events, [.next(235, 2), .next(235, 3), .next(240, 4), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testSubscribersAfterCompletionWaitForTheNextConnectionAndItsFreshBuffer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let replayed = xs.replay(1)
    scheduler.connect(replayed, at: 200)
    let res = scheduler.record(replayed, from: 400)
    scheduler.connect(replayed, at: 500)
    scheduler.start()
    XCTAssertEqual(res.events, [.next(510, 1), .next(520, 2), .completed(530)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(500, 530)])
  }

  func testSubscribersAfterAnErrorReceiveNothingOfTheEndedConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
    let replayed = xs.replay(3)
    scheduler.connect(replayed, at: 200)
    let res = scheduler.record(replayed, from: 400)
    scheduler.start()
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testAReconnectionHasAFreshBufferThatEarlierSubscribersDoNotSee() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(310, 3)])
    let replayed = xs.replay(1)
    scheduler.connect(replayed, at: 200, until: 250)
    scheduler.connect(replayed, at: 300)
    let earlier = scheduler.record(replayed, from: 205)
    let later = scheduler.record(replayed, from: 280)
    scheduler.start()
    XCTAssertEqual(earlier.events, [.next(210, 1)])
    XCTAssertEqual(later.events, [.next(310, 3)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 1000)])
  }

  func testReplayAllHasAFreshBufferForEachConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(310, 3), .next(320, 4),
    ])
    let replayed = xs.replayAll()
    scheduler.connect(replayed, at: 200, until: 250)
    scheduler.connect(replayed, at: 300)
    let earlier = scheduler.record(replayed, from: 230)
    let later = scheduler.record(replayed, from: 315)
    scheduler.start()
    XCTAssertEqual(earlier.events, [.next(230, 1), .next(230, 2)])
    XCTAssertEqual(later.events, [.next(315, 3), .next(320, 4)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 1000)])
  }

  func testDisposingASubscriberEarlyKeepsTheConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let replayed = xs.replay(1)
    scheduler.connect(replayed, at: 200)
    let res = scheduler.record(replayed, from: 205, until: 220)
    scheduler.start()
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testReplayAllReplaysEveryElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let replayed = xs.replayAll()
    scheduler.connect(replayed, at: 200)
    let res = scheduler.record(replayed, from: 250)
    scheduler.start()
    XCTAssertEqual(
      res.events, [.next(250, 1), .next(250, 2), .next(250, 3), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testReplayWithRefCountReplaysToLaterSubscribersWhileConnected() {
    assertSharing(
      .hot([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)]),
      subscribers: [(200, 1000), (230, 1000)],
      receive: [
        [.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)],
        [.next(230, 2), .next(260, 3), .completed(300)],
      ],
      subscriptions: [Subscription(200, 300)]
    ) { $0.replay(1).refCount() }
  }
}
