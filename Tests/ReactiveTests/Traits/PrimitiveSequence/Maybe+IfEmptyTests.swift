import Reactive
import ReactiveTest
import XCTest

final class MaybeIfEmptyTests: ReactiveTestCase {
  func testDefaultOfNeverSendsNothing() {
    assertMarbles { m in
      let xs = m.hot("           ^")
      m.expect("                 -") { xs.asMaybe().ifEmpty(default: 0) }
      m.expectSubscriptions(xs, "^ @1000 !")
    }
  }

  func testDefaultIsSentWhenTheMaybeIsEmpty() {
    assertMarbles { m in
      let xs = m.hot("           ^----|")
      m.expect("                 -----(0|)") { xs.asMaybe().ifEmpty(default: 0) }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testElementOfTheMaybeIsKept() {
    assertMarbles { m in
      let xs = m.hot("           ^1---|")
      m.expect("                 -----(1|)") { xs.asMaybe().ifEmpty(default: 0) }
      m.expectSubscriptions(xs, "^----!")
    }
  }

  func testErrorIsForwarded() {
    assertMarbles { m in
      let xs = m.hot("           ^----#")
      let ys = m.cold("          -(2|)")
      m.expect("                 -----#") { xs.asMaybe().ifEmpty(switchTo: ys.asMaybe()) }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys)
    }
  }

  func testSwitchToMaybeSubscribesItOnlyWhenEmpty() {
    assertMarbles { m in
      let xs = m.hot("           ^----|")
      let ys = m.cold("          -(2|)")
      m.expect("                 ------(2|)") { xs.asMaybe().ifEmpty(switchTo: ys.asMaybe()) }
      m.expectSubscriptions(xs, "^----!")
      m.expectSubscriptions(ys, "-----^!")
    }
  }

  func testSwitchToIsNotSubscribedWhenTheMaybeHasAnElement() {
    assertMarbles { m in
      let xs = m.hot(" ^1---|")
      let ys = m.cold("-(2|)")
      m.expect("       -----(1|)") { xs.asMaybe().ifEmpty(switchTo: ys.asSingle()) }
      m.expectSubscriptions(ys)
    }
  }

  func testSwitchToSingleSubscribesItOnlyWhenEmpty() {
    assertMarbles { m in
      let xs = m.hot("           ^----|")
      let ys = m.cold("          -(2|)")
      m.expect("                 ------(2|)") { xs.asMaybe().ifEmpty(switchTo: ys.asSingle()) }
      m.expectSubscriptions(ys, "-----^!")
    }
  }

  func testDisposingEarlyUnsubscribesTheSourceOrTheReplacement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(10)])
    let res = scheduler.start(disposed: 255) { xs.asMaybe().ifEmpty(switchTo: ys.asSingle()) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 255)])
    let early = TestScheduler(initialClock: 0)
    let zs = early.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
    XCTAssertEqual(early.start(disposed: 240) { zs.asMaybe().ifEmpty(default: 0) }.events, [])
    XCTAssertEqual(zs.subscriptions, [Subscription(200, 240)])
  }
}
