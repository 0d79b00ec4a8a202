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
}
