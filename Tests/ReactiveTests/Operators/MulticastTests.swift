import Reactive
import ReactiveTest
import XCTest

final class MulticastTests: ReactiveTestCase {
  // MARK: - multicast(_ subject:)

  func testNeverSourceSendsNothingWhileConnected() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let connectable = xs.multicast(PublishSubject())
    let res = scheduler.record(connectable, from: 200)
    scheduler.connect(connectable, at: 210, until: 800)
    scheduler.start()
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(210, 800)])
  }

  func testSubscribersReceiveOnlyWhatTheSourceSendsWhileConnected() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(240, 2), .next(270, 3), .completed(300),
    ])
    let connectable = xs.multicast(PublishSubject())
    let res = scheduler.record(connectable, from: 200)
    scheduler.connect(connectable, at: 230)
    scheduler.start()
    XCTAssertEqual(res.events, [.next(240, 2), .next(270, 3), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
  }

  func testEmptySourceCompletesTheSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    let connectable = xs.multicast(PublishSubject())
    let res = scheduler.record(connectable, from: 200)
    scheduler.connect(connectable, at: 200)
    scheduler.start()
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testErrorReachesTheSubscribersThroughTheSubject() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
    let connectable = xs.multicast(PublishSubject())
    let res = scheduler.record(connectable, from: 200)
    scheduler.connect(connectable, at: 200)
    scheduler.start()
    XCTAssertEqual(res.events, [.next(210, 1), .error(250, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDisposingASubscriberEarlyKeepsTheConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(270, 2)])
    let connectable = xs.multicast(PublishSubject())
    let res = scheduler.record(connectable, from: 200, until: 260)
    scheduler.connect(connectable, at: 200)
    scheduler.start()
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testTheSameSubjectServesLaterConnectionsAfterCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let connectable = xs.multicast(PublishSubject())
    let a = scheduler.record(connectable, from: 200)
    scheduler.connect(connectable, at: 200)
    let b = scheduler.record(connectable, from: 400)
    scheduler.connect(connectable, at: 450)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(b.events, [.completed(400)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(450, 470)])
  }

  // MARK: - multicast(makeSubject:)

  func testMakeSubjectMakesAFreshSubjectForEachConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    var made = 0
    let connectable = xs.multicast(makeSubject: { () -> PublishSubject<Int> in
      made += 1
      return PublishSubject()
    })
    let a = scheduler.record(connectable, from: 200)
    scheduler.connect(connectable, at: 205)
    let b = scheduler.record(connectable, from: 300)
    scheduler.connect(connectable, at: 305)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(215, 1), .completed(225)])
    XCTAssertEqual(b.events, [.next(315, 1), .completed(325)])
    XCTAssertEqual(made, 2)
    XCTAssertEqual(xs.subscriptions, [Subscription(205, 225), Subscription(305, 325)])
  }

  func testMakeSubjectMakesAFreshSubjectAfterTheConnectionIsDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(320, 3)])
    let connectable = xs.multicast(makeSubject: { PublishSubject<Int>() })
    let a = scheduler.record(connectable, from: 200)
    scheduler.connect(connectable, at: 200, until: 250)
    let b = scheduler.record(connectable, from: 300)
    scheduler.connect(connectable, at: 300)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(210, 1)])
    XCTAssertEqual(b.events, [.next(320, 3)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 1000)])
  }

  // MARK: - multicast(_:selector:)

  func testSelectorSharesOneSubscriptionAmongItsUses() {
    assertMarbles { m in
      let xs = m.cold("          -12|")
      m.expect("                 -(1'10')(2'20')|") {
        xs.multicast(
          { PublishSubject<Int>() },
          selector: { shared in mergeTwo(shared, shared.map { $0 * 10 }) })
      }
      m.expectSubscriptions(xs, "^-      -      !")
    }
  }

  func testSelectorWithNeverSourceSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      m.expect("                      -") {
        xs.multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 * 10 } })
      }
      m.expectSubscriptions(xs, "     ^ @1000 !")
    }
  }

  func testSelectorWithEmptySourceCompletes() {
    assertMarbles { m in
      let xs = m.hot("           1----^---------|")
      m.expect("                      ----------|") {
        xs.multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 * 10 } })
      }
      m.expectSubscriptions(xs, "     ^---------!")
    }
  }

  func testSelectorWithFailingSourceSendsTheError() {
    assertMarbles { m in
      let xs = m.hot("           ^1   --------#")
      m.expect("                 -'10'--------#") {
        xs.multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 * 10 } })
      }
      m.expectSubscriptions(xs, "^-   --------!")
    }
  }

  func testSelectorDisposedEarlyDisconnectsTheSource() {
    assertMarbles(ticksPerFrame: 5, disposed: 215) { m in
      let xs = m.cold("          --1-2-|")
      m.expect("                 --(1'10')") {
        xs.multicast(
          { PublishSubject<Int>() },
          selector: { shared in mergeTwo(shared, shared.map { $0 * 10 }) })
      }
      m.expectSubscriptions(xs, "^--      !")
    }
  }

  func testThrowingSubjectSelectorSendsTheErrorWithoutSubscribing() {
    assertMarbles { m in
      let xs = m.cold("-1-|")
      m.expect("       #") {
        xs.multicast(
          { () throws -> PublishSubject<Int> in throw testError }, selector: { $0 })
      }
      m.expectSubscriptions(xs)
    }
  }

  func testThrowingSelectorSendsTheErrorWithoutSubscribing() {
    assertMarbles { m in
      let xs = m.cold("-1-|")
      m.expect("       #") {
        xs.multicast(
          { PublishSubject<Int>() },
          selector: { _ -> Observable<Int> in throw testError })
      }
      m.expectSubscriptions(xs)
    }
  }

  func testSelectorSubscribesAFreshSubjectForEachSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let shared = xs.multicast({ PublishSubject<Int>() }, selector: { $0 })
    let a = scheduler.record(shared, from: 200)
    let b = scheduler.record(shared, from: 300)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(b.events, [.next(310, 1), .completed(320)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
  }

  // MARK: - publish()

  func testPublishSendsEventsAfterConnectionToTheCurrentSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(240, 3), .completed(300),
    ])
    let published = xs.publish()
    let a = scheduler.record(published, from: 200)
    let b = scheduler.record(published, from: 230)
    scheduler.connect(published, at: 215)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(220, 2), .next(240, 3), .completed(300)])
    XCTAssertEqual(b.events, [.next(240, 3), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(215, 300)])
  }

  func testPublishSubscribersAfterTheSourceTerminatedWaitForTheNextConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .error(250, testError), .next(510, 2), .completed(520),
    ])
    let published = xs.publish()
    let a = scheduler.record(published, from: 200)
    let b = scheduler.record(published, from: 400)
    scheduler.connect(published, at: 200)
    scheduler.connect(published, at: 500)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(210, 1), .error(250, testError)])
    XCTAssertEqual(b.events, [.next(510, 2), .completed(520)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(500, 520)])
  }

  func testPublishSubscribersOfAnEndedConnectionSeeNothingOfTheNext() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(310, 3)])
    let published = xs.publish()
    let a = scheduler.record(published, from: 200)
    scheduler.connect(published, at: 200, until: 250)
    scheduler.connect(published, at: 300)
    scheduler.start()
    XCTAssertEqual(a.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 1000)])
  }

  func testPublishWithSynchronousSourceDeliversDuringConnect() {
    let published = Observable.of(1, 2).publish()
    var received: [Event<Int>] = []
    _ = published.subscribe { received.append($0) }
    XCTAssertEqual(received, [])
    let connection = published.connect()
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
    connection.dispose()
  }
}

/// Merges two sequences that send on one thread, completing when both have completed.
func mergeTwo(_ first: Observable<Int>, _ second: Observable<Int>) -> Observable<Int> {
  Observable.create { observer in
    var completed = 0
    let forward: (Event<Int>) -> Void = { event in
      if case .completed = event {
        completed += 1
        if completed == 2 { observer.onCompleted() }
      } else {
        observer.on(event)
      }
    }
    return Disposables.create(first.subscribe(forward), second.subscribe(forward))
  }
}
