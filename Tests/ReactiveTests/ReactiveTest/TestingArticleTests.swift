import Foundation
import Reactive
import ReactiveTest
import XCTest

/// What the ReactiveTest article *Testing* says, checked: a millisecond clock for millisecond
/// timers, `observe(on:)` under a test scheduler, and main-queue work left by another test.
final class TestingArticleTests: ReactiveTestCase {
  override func setUp() {
    super.setUp()
    drainMainQueue()
  }

  private let typing: [Recorded<Event<String>>] = [
    .next(210, "a"), .next(400, "ab"), .next(800, "abc"), .completed(900),
  ]

  func testAMillisecondDebounceNeedsAMillisecondResolution() {
    let milliseconds = TestScheduler(initialClock: 0, resolution: 0.001)
    let typed = milliseconds.createHotObservable(typing)
    let res = milliseconds.start {
      typed.debounce(.milliseconds(300), scheduler: milliseconds)
    }
    XCTAssertEqual(res.events, [.next(700, "ab"), .next(900, "abc"), .completed(900)])
  }

  func testAtTheDefaultResolutionAMillisecondDebounceRoundsToNothing() {
    let seconds = TestScheduler(initialClock: 0)
    let typed = seconds.createHotObservable(typing)
    let res = seconds.start { typed.debounce(.milliseconds(300), scheduler: seconds) }
    XCTAssertEqual(
      res.events, [.next(211, "a"), .next(401, "ab"), .next(801, "abc"), .completed(900)])
  }

  func testObservingOnTheMainSchedulerKeepsTheVirtualTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let res = scheduler.start { xs.observe(on: MainScheduler.instance) }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
  }

  func testObservingOnTheTestSchedulerAddsATick() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let res = scheduler.start { xs.observe(on: scheduler) }
    XCTAssertEqual(res.events, [.next(211, 1), .completed(231)])
  }

  func testMainSchedulerWorkLeftByAnotherTestMakesTheEventsMissTheTest() {
    leaveMainSchedulerWorkQueued()
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let res = scheduler.start { xs.observe(on: MainScheduler.instance) }
    XCTAssertEqual(res.events, [], "queued behind the earlier work")
    drainMainQueue()
    XCTAssertEqual(res.events, [], "delivered after the subscription was disposed at 1000: lost")
  }

  func testAfterDrainingTheSameTestRecordsItsEvents() {
    leaveMainSchedulerWorkQueued()
    drainMainQueue()
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let res = scheduler.start { xs.observe(on: MainScheduler.instance) }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
  }

  func testADriverHasAMainSchedulerOfItsOwnThatWorkLeftByAnotherTestDoesNotDelay() {
    leaveMainSchedulerWorkQueued()
    defer { drainMainQueue() }
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
  }
}
