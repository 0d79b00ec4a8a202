import Reactive
import ReactiveTest
import XCTest

final class MulticastTests: ReactiveTestCase {
  // MARK: - multicast(_ subject:)

  func testNeverSourceSendsNothingWhileConnected() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      let connectable = xs.multicast(PublishSubject())
      m.expect("                      -") { connectable }
      m.scheduler.connect(connectable, at: 210, until: 800)
      m.expectSubscriptions(xs, "     -^ @800 !")
    }
  }

  func testSubscribersReceiveOnlyWhatTheSourceSendsWhileConnected() {
    assertMarbles { m in
      let xs = m.hot("           ^1--2--3--|")
      let connectable = xs.multicast(PublishSubject())
      m.expect("                 ----2--3--|") { connectable }
      m.scheduler.connect(connectable, at: 230)
      m.expectSubscriptions(xs, "---^------!")
    }
  }

  func testEmptySourceCompletesTheSubscribers() {
    assertMarbles { m in
      let xs = m.hot("           1----^----|")
      let connectable = xs.multicast(PublishSubject())
      m.expect("                      -----|") { connectable }
      m.scheduler.connect(connectable, at: 200)
      m.expectSubscriptions(xs, "     ^----!")
    }
  }

  func testErrorReachesTheSubscribersThroughTheSubject() {
    assertMarbles { m in
      let xs = m.hot("           ^1---#")
      let connectable = xs.multicast(PublishSubject())
      m.expect("                 -1---#") { connectable }
      m.scheduler.connect(connectable, at: 200)
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testDisposingASubscriberEarlyKeepsTheConnection() {
    assertMarbles { m in
      let xs = m.hot("           ^1-----2")
      let connectable = xs.multicast(PublishSubject())
      m.expect("                 -1", disposed: 260) { connectable }
      m.scheduler.connect(connectable, at: 200)
      m.expectSubscriptions(xs, "^------- @1000 !")
    }
  }

  func testTheSameSubjectServesLaterConnectionsAfterCompletion() {
    assertMarbles { m in
      let xs = m.cold(
        "-1|")
      let connectable = xs.multicast(PublishSubject())
      m.expect(
        "-1|"
      ) { connectable }
      m.scheduler.connect(connectable, at: 200)
      m.expect(
        "--------------------|", subscribed: 400
      ) { connectable }
      m.scheduler.connect(connectable, at: 450)
      m.expectSubscriptions(
        xs,
        "^-!",
        "-------------------------^-!")
    }
  }

  // MARK: - multicast(makeSubject:)

  func testMakeSubjectMakesAFreshSubjectForEachConnection() {
    var made = 0
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.cold(
        "--1-|")
      let connectable = xs.multicast(makeSubject: { () -> PublishSubject<Int> in
        made += 1
        return PublishSubject()
      })
      m.expect(
        "---1-|"
      ) { connectable }
      m.scheduler.connect(connectable, at: 205)
      m.expect(
        "-----------------------1-|", subscribed: 300
      ) { connectable }
      m.scheduler.connect(connectable, at: 305)
      m.expectSubscriptions(
        xs,
        "-^---!",
        "---------------------^---!")
    }
    XCTAssertEqual(made, 2)
  }

  func testMakeSubjectMakesAFreshSubjectAfterTheConnectionIsDisposed() {
    assertMarbles { m in
      let xs = m.hot(
        "^1----2-----3")
      let connectable = xs.multicast(makeSubject: { PublishSubject<Int>() })
      m.expect(
        "-1"
      ) { connectable }
      m.scheduler.connect(connectable, at: 200, until: 250)
      m.expect(
        "------------3", subscribed: 300
      ) { connectable }
      m.scheduler.connect(connectable, at: 300)
      m.expectSubscriptions(
        xs,
        "^----!",
        "----------^-- @1000 !")
    }
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
    assertMarbles { m in
      let xs = m.cold(
        "-1|")
      let shared = xs.multicast({ PublishSubject<Int>() }, selector: { $0 })
      m.expect(
        "-1|"
      ) { shared }
      m.expect(
        "-----------1|", subscribed: 300
      ) { shared }
      m.expectSubscriptions(
        xs,
        "^-!",
        "----------^-!")
    }
  }

  // MARK: - publish()

  func testPublishSendsEventsAfterConnectionToTheCurrentSubscribers() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-1-2---3-----------|")
      let published = xs.publish()
      m.expect("                 ----2---3-----------|") { published }
      m.expect("                 --------3-----------|", subscribed: 230) { published }
      m.scheduler.connect(published, at: 215)
      m.expectSubscriptions(xs, "---^----------------!")
    }
  }

  func testPublishSubscribersAfterTheSourceTerminatedWaitForTheNextConnection() {
    assertMarbles { m in
      let xs = m.hot(
        "^1---#-------------------------2|")
      let published = xs.publish()
      m.expect(
        "-1---#"
      ) { published }
      m.expect(
        "-------------------------------2|", subscribed: 400
      ) { published }
      m.scheduler.connect(published, at: 200)
      m.scheduler.connect(published, at: 500)
      m.expectSubscriptions(
        xs,
        "^----!",
        "------------------------------^-!")
    }
  }

  func testPublishSubscribersOfAnEndedConnectionSeeNothingOfTheNext() {
    assertMarbles { m in
      let xs = m.hot(
        "^1----2----3")
      let published = xs.publish()
      m.expect(
        "-1"
      ) { published }
      m.scheduler.connect(published, at: 200, until: 250)
      m.scheduler.connect(published, at: 300)
      m.expectSubscriptions(
        xs,
        "^----!",
        "----------^- @1000 !")
    }
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

  func testTheSourceIsConnectedAndDisconnectedAtOnceWhenTheSelectedSequenceEndsAtSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let res = scheduler.start {
      xs.multicast({ PublishSubject<Int>() }, selector: { _ in Observable.just(7) })
    }
    XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
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
