import Foundation
import Reactive
import ReactiveTest
import TestSupport
import XCTest

final class VirtualTimeSchedulerTests: ReactiveTestCase {
  /// Ticks of one second, with a clock that never adjusts: the base class's own rules.
  private struct SecondsConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
      Date(timeIntervalSince1970: Double(virtualTime))
    }
    func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
      Double(virtualTimeInterval)
    }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
      timeInterval.isFinite ? Int(timeInterval) : .max
    }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time &+ offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
      lhs < rhs ? .lessThan : (lhs > rhs ? .greaterThan : .equal)
    }
  }

  private func makeScheduler(at clock: Int = 0) -> VirtualTimeScheduler<SecondsConverter> {
    VirtualTimeScheduler(initialClock: clock, converter: SecondsConverter())
  }

  /// Schedules `name` to be logged with the clock at which it runs.
  private func log(
    _ name: String, into log: LockedValue<[String]>,
    on scheduler: VirtualTimeScheduler<SecondsConverter>
  ) -> (()) -> any Disposable {
    { _ in
      log.append("\(name)@\(scheduler.clock)")
      return Disposables.create()
    }
  }

  func testWorkRunsInOrderOfDueTimeThenOfScheduling() {
    let scheduler = makeScheduler()
    let entries = LockedValue<[String]>()
    _ = scheduler.scheduleAbsoluteVirtual(
      (), time: 20, action: log("b", into: entries, on: scheduler))
    _ = scheduler.scheduleAbsoluteVirtual(
      (), time: 10, action: log("a", into: entries, on: scheduler))
    _ = scheduler.scheduleAbsoluteVirtual(
      (), time: 20, action: log("c", into: entries, on: scheduler))
    _ = scheduler.scheduleRelative(
      (), dueTime: .seconds(15), action: log("r", into: entries, on: scheduler))
    scheduler.start()
    XCTAssertEqual(entries.value, ["a@10", "r@15", "b@20", "c@20"])
    XCTAssertEqual(scheduler.clock, 20)
    XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 20))
  }

  func testWorkDueInThePastRunsNextWithoutMovingTheClockBack() {
    let scheduler = makeScheduler(at: 50)
    let entries = LockedValue<[String]>()
    _ = scheduler.scheduleAbsoluteVirtual(
      (), time: 60, action: log("later", into: entries, on: scheduler))
    _ = scheduler.scheduleAbsoluteVirtual(
      (), time: 10, action: log("past", into: entries, on: scheduler))
    scheduler.start()
    XCTAssertEqual(entries.value, ["past@50", "later@60"])
  }

  func testDisposedWorkDoesNotRunAndWorkScheduledWhileRunningDoes() {
    let scheduler = makeScheduler()
    let entries = LockedValue<[String]>()
    let cancelled = scheduler.scheduleAbsoluteVirtual(
      (), time: 10, action: log("cancelled", into: entries, on: scheduler))
    _ = scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in
      entries.append("outer@\(scheduler.clock)")
      return scheduler.scheduleRelativeVirtual(
        (), dueTime: 5, action: self.log("inner", into: entries, on: scheduler))
    }
    cancelled.dispose()
    scheduler.start()
    XCTAssertEqual(entries.value, ["outer@20", "inner@25"])
  }

  func testAdvanceToRunsOnlyWhatIsDueAndSetsTheClock() {
    let scheduler = makeScheduler()
    let entries = LockedValue<[String]>()
    _ = scheduler.scheduleAbsoluteVirtual(
      (), time: 10, action: log("a", into: entries, on: scheduler))
    _ = scheduler.scheduleAbsoluteVirtual(
      (), time: 30, action: log("b", into: entries, on: scheduler))
    scheduler.advanceTo(25)
    XCTAssertEqual(entries.value, ["a@10"])
    XCTAssertEqual(scheduler.clock, 25)
    XCTAssertEqual(scheduler.debugDescription, "[30]")
    scheduler.advanceTo(30)
    XCTAssertEqual(entries.value, ["a@10", "b@30"])
    XCTAssertEqual(scheduler.debugDescription, "[]")
  }

  func testSleepMovesTheClockWithoutRunningAnything() {
    let scheduler = makeScheduler()
    let entries = LockedValue<[String]>()
    _ = scheduler.scheduleAbsoluteVirtual(
      (), time: 10, action: log("a", into: entries, on: scheduler))
    scheduler.sleep(40)
    XCTAssertEqual(scheduler.clock, 40)
    XCTAssertEqual(entries.value, [])
    scheduler.start()
    XCTAssertEqual(entries.value, ["a@40"])
  }

  func testStopEndsStartAfterTheRunningItem() {
    let scheduler = makeScheduler()
    let entries = LockedValue<[String]>()
    _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
      entries.append("stop@\(scheduler.clock)")
      scheduler.stop()
      return Disposables.create()
    }
    _ = scheduler.scheduleAbsoluteVirtual(
      (), time: 20, action: log("b", into: entries, on: scheduler))
    scheduler.start()
    XCTAssertEqual(entries.value, ["stop@10"])
    XCTAssertEqual(scheduler.debugDescription, "[20]")
    scheduler.start()
    XCTAssertEqual(entries.value, ["stop@10", "b@20"])
  }

  func testDebugDescriptionListsTheDueTimesOfPendingWork() {
    let scheduler = makeScheduler()
    _ = scheduler.scheduleAbsoluteVirtual((), time: 30) { _ in Disposables.create() }
    let cancelled = scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in Disposables.create() }
    _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in Disposables.create() }
    cancelled.dispose()
    XCTAssertEqual(scheduler.debugDescription, "[10, 30]")
    scheduler.start()
  }
}
