import Foundation
import Reactive
import ReactiveTest
import XCTest

final class TestSchedulerTests: ReactiveTestCase {
  func testScheduleAndScheduleRelativeForNowRunOneTickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran: [String] = []
    scheduler.scheduleAt(200) {
      _ = scheduler.schedule(()) { _ in
        ran.append("schedule@\(scheduler.clock)")
        return Disposables.create()
      }
      _ = scheduler.scheduleRelative((), dueTime: .seconds(0)) { _ in
        ran.append("relative 0@\(scheduler.clock)")
        return Disposables.create()
      }
      _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
        ran.append("relative 10@\(scheduler.clock)")
        return Disposables.create()
      }
    }
    scheduler.start()
    XCTAssertEqual(ran, ["schedule@201", "relative 0@201", "relative 10@210"])
  }

  func testWorkScheduledAtAVirtualTimeThatIsNowRunsNow() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran: [String] = []
    scheduler.scheduleAt(200) {
      scheduler.scheduleAt(200) { ran.append("at@\(scheduler.clock)") }
      _ = scheduler.scheduleRelativeVirtual((), dueTime: 0) { _ in
        ran.append("relative virtual@\(scheduler.clock)")
        return Disposables.create()
      }
    }
    scheduler.start()
    XCTAssertEqual(ran, ["at@200", "relative virtual@200"])
  }

  func testEventsOfAHotObservableCreatedAtTheirTimeAreRecordedAtIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int.self)
    var xs: TestableObservable<Int>?
    scheduler.scheduleAt(300) {
      xs = scheduler.createHotObservable([.next(300, 1), .next(310, 2), .completed(320)])
      _ = xs?.subscribe(observer)
    }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(300, 1), .next(310, 2), .completed(320)])
    XCTAssertEqual(xs?.subscriptions, [Subscription(300)])
  }

  func testEventsOfAColdObservableAtZeroAreRecordedAtTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(0, 1), .next(10, 2), .completed(10)])
    let res = scheduler.start { xs }
    XCTAssertEqual(res.events, [.next(200, 1), .next(210, 2), .completed(210)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testWithoutSimulatedProcessingDelayWorkForNowRunsNow() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let res = scheduler.start { Observable.just(1, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
  }

  func testResolutionScalesRealIntervalsToTicks() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    let res = scheduler.start {
      Observable<Int>.timer(.seconds(2), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(220, 0), .completed(220)])
  }

  func testActionsAtTheSameTimeRunInTheOrderTheyWereScheduled() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran: [String] = []
    scheduler.scheduleAt(300) { ran.append("a@\(scheduler.clock)") }
    scheduler.scheduleAt(250) {
      ran.append("b@\(scheduler.clock)")
      scheduler.scheduleAt(300) { ran.append("d@\(scheduler.clock)") }
    }
    scheduler.scheduleAt(300) { ran.append("c@\(scheduler.clock)") }
    scheduler.start()
    XCTAssertEqual(ran, ["b@250", "a@300", "c@300", "d@300"])
  }

  func testStartCreatesSubscribesAndDisposesAtTheGivenTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    let res = scheduler.start(created: 150, subscribed: 400, disposed: 700) {
      log.append("created@\(scheduler.clock)")
      return Observable<Int>.create { observer in
        log.append("subscribed@\(scheduler.clock)")
        observer.onNext(scheduler.clock)
        return Disposables.create { log.append("disposed@\(scheduler.clock)") }
      }
    }
    XCTAssertEqual(log, ["created@150", "subscribed@400", "disposed@700"])
    XCTAssertEqual(res.events, [.next(400, 400)])
    XCTAssertEqual(scheduler.clock, 700)
  }

  func testStartWithOnlyADisposalTimeKeepsTheDefaultCreationAndSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(310, 3)])
    let res = scheduler.start(disposed: 300) { () -> Observable<Int> in
      log.append("created@\(scheduler.clock)")
      return xs.asObservable()
    }
    XCTAssertEqual(log, ["created@100"])
    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(
      [
        TestScheduler.Defaults.created, TestScheduler.Defaults.subscribed,
        TestScheduler.Defaults.disposed,
      ],
      [100, 200, 1000])
  }

  func testStartRunsEveryActionLeftAfterTheDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran: [TestTime] = []
    scheduler.scheduleAt(5_000) { ran.append(scheduler.clock) }
    let res = scheduler.start { Observable.just(1) }
    XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    XCTAssertEqual(ran, [5_000])
    XCTAssertEqual(scheduler.clock, 5_000)
  }

  func testAdvanceToRunsWhatIsDueAndStartRunsTheRest() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int.self)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    scheduler.scheduleAt(200) { _ = xs.subscribe(observer) }
    scheduler.advanceTo(220)
    XCTAssertEqual(scheduler.clock, 220)
    XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2)])
    scheduler.advanceTo(250)
    XCTAssertEqual(scheduler.clock, 250)
    XCTAssertEqual(observer.events.count, 2)
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(300)])
  }

  func testSleepMovesTheClockSoThatWorkScheduledForNowRunsLater() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran: [String] = []
    scheduler.scheduleAt(100) { ran.append("a@\(scheduler.clock)") }
    scheduler.sleep(150)
    XCTAssertEqual(scheduler.clock, 150)
    XCTAssertEqual(ran, [])
    _ = scheduler.schedule(()) { _ in
      ran.append("b@\(scheduler.clock)")
      return Disposables.create()
    }
    scheduler.start()
    XCTAssertEqual(ran, ["a@150", "b@151"])
  }

  func testTheProcessingDelayMovesOnlyWorkDueNowOrEarlier() {
    let delaying = TestScheduler(initialClock: 100)
    XCTAssertEqual(delaying.adjustScheduledTime(50), 101)
    XCTAssertEqual(delaying.adjustScheduledTime(100), 101)
    XCTAssertEqual(delaying.adjustScheduledTime(101), 101)
    XCTAssertEqual(delaying.adjustScheduledTime(150), 150)
    let immediate = TestScheduler(initialClock: 100, simulateProcessingDelay: false)
    XCTAssertEqual(immediate.adjustScheduledTime(50), 100)
    XCTAssertEqual(immediate.adjustScheduledTime(100), 100)
    XCTAssertEqual(immediate.adjustScheduledTime(150), 150)
  }

  func testTheProcessingDelayAddsATickPerHopThroughTheScheduler() {
    let delaying = TestScheduler(initialClock: 0)
    let delayed = delaying.start {
      Observable.of(1, 2, scheduler: delaying).observe(on: delaying)
    }
    XCTAssertEqual(delayed.events, [.next(202, 1), .next(203, 2), .completed(204)])
    let immediate = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let undelayed = immediate.start {
      Observable.of(1, 2, scheduler: immediate).observe(on: immediate)
    }
    XCTAssertEqual(undelayed.events, [.next(200, 1), .next(200, 2), .completed(200)])
  }

  func testAnObserverRecordsEachEventAtTheClockItArrivedAt() {
    let scheduler = TestScheduler(initialClock: 40)
    let observer = scheduler.createObserver(String.self)
    observer.onNext("now")
    scheduler.scheduleAt(70) { observer.onNext("later") }
    scheduler.scheduleAt(90) { observer.onError(testError) }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(40, "now"), .next(70, "later"), .error(90, testError)])
  }

  func testTheConverterCountsTicksOfTheResolution() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    var ran: [TestTime] = []
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(250)) { _ in
      ran.append(scheduler.clock)
      return Disposables.create()
    }
    scheduler.start()
    XCTAssertEqual(ran, [250])
    XCTAssertEqual(scheduler.now.timeIntervalSince1970, 0.25, accuracy: 1e-9)
  }
}
