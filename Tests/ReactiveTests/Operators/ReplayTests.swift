import Reactive
import ReactiveTest
import XCTest

final class ReplayTests: ReactiveTestCase {
  func testNeverSourceReplaysNothing() {
    assertMarbles { m in
      let xs = m.hot("           1----^")
      let replayed = xs.replay(1)
      m.expect("                      -") { replayed }
      m.scheduler.connect(replayed, at: 210, until: 800)
      m.expectSubscriptions(xs, "     -^ @800 !")
    }
  }

  func testLateSubscribersReceiveTheLatestElementsFirst() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot("           ^-1-2-3-   4-----------|")
      let replayed = xs.replay(2)
      m.scheduler.connect(replayed, at: 200)
      m.expect("                 --1-2-3-   4-----------|", subscribed: 205) { replayed }
      m.expect("                 -------(23)4-----------|", subscribed: 235) { replayed }
      m.expectSubscriptions(xs, "^-------   ------------!")
    }
  }

  func testSubscribersAfterCompletionWaitForTheNextConnectionAndItsFreshBuffer() {
    assertMarbles { m in
      let xs = m.cold(
        "-12|")
      let replayed = xs.replay(1)
      m.scheduler.connect(replayed, at: 200)
      m.expect(
        "-------------------------------12|", subscribed: 400
      ) { replayed }
      m.scheduler.connect(replayed, at: 500)
      m.expectSubscriptions(
        xs,
        "^--!",
        "------------------------------^--!")
    }
  }

  func testSubscribersAfterAnErrorReceiveNothingOfTheEndedConnection() {
    assertMarbles { m in
      let xs = m.cold("          -1#")
      let replayed = xs.replay(3)
      m.scheduler.connect(replayed, at: 200)
      m.expect("                 -", subscribed: 400) { replayed }
      m.expectSubscriptions(xs, "^-!")
    }
  }

  func testAReconnectionHasAFreshBufferThatEarlierSubscribersDoNotSee() {
    assertMarbles { m in
      let xs = m.hot(
        "^1----2----3")
      let replayed = xs.replay(1)
      m.scheduler.connect(replayed, at: 200, until: 250)
      m.scheduler.connect(replayed, at: 300)
      m.expect(
        "-1", subscribed: 205
      ) { replayed }
      m.expect(
        "-----------3", subscribed: 280
      ) { replayed }
      m.expectSubscriptions(
        xs,
        "^----!",
        "----------^- @1000 !")
    }
  }

  func testReplayAllHasAFreshBufferForEachConnection() {
    assertMarbles(ticksPerFrame: 5) { m in
      let xs = m.hot(
        "^-1-2--   ---------------3-4")
      let replayed = xs.replayAll()
      m.scheduler.connect(replayed, at: 200, until: 250)
      m.scheduler.connect(replayed, at: 300)
      m.expect(
        "------(12)", subscribed: 230
      ) { replayed }
      m.expect(
        "-------   ----------------34", subscribed: 315
      ) { replayed }
      m.expectSubscriptions(
        xs,
        "^------   ---!",
        "-------   -------------^---- @1000 !")
    }
  }

  func testDisposingASubscriberEarlyKeepsTheConnection() {
    assertMarbles { m in
      let xs = m.hot("           ^1-2")
      let replayed = xs.replay(1)
      m.scheduler.connect(replayed, at: 200)
      m.expect("                 -1", subscribed: 205, disposed: 220) { replayed }
      m.expectSubscriptions(xs, "^--- @1000 !")
    }
  }

  func testReplayAllReplaysEveryElement() {
    assertMarbles { m in
      let xs = m.hot("           ^123--    ----|")
      let replayed = xs.replayAll()
      m.scheduler.connect(replayed, at: 200)
      m.expect("                 -----(123)----|", subscribed: 250) { replayed }
      m.expectSubscriptions(xs, "^-----    ----!")
    }
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
