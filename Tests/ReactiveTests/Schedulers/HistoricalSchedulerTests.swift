import Foundation
import Reactive
import XCTest

final class HistoricalSchedulerTests: ReactiveTestCase {
  private let epoch = Date(timeIntervalSince1970: 1_000)

  func testClockStartsAtTheInitialDateOrAtTheReferenceDateOf1970() {
    XCTAssertEqual(HistoricalScheduler(initialClock: epoch).clock, epoch)
    XCTAssertEqual(HistoricalScheduler().now, Date(timeIntervalSince1970: 0))
  }

  func testTimeOperatorsRunAtTheirDatesWithoutWaiting() {
    let scheduler = HistoricalScheduler(initialClock: epoch)
    var received: [String] = []
    _ = Observable<Int>.interval(.seconds(60), scheduler: scheduler).take(3)
      .subscribe(
        onNext: { received.append("\($0)@\(scheduler.now.timeIntervalSince(self.epoch))") },
        onCompleted: { received.append("done") })
    scheduler.start()
    XCTAssertEqual(received, ["0@60.0", "1@120.0", "2@180.0", "done"])
  }

  func testAdvanceToRunsWhatIsDueByThatDate() {
    let scheduler = HistoricalScheduler(initialClock: epoch)
    var received: [Int] = []
    let subscription = Observable<Int>.interval(.milliseconds(500), scheduler: scheduler)
      .subscribe(onNext: { received.append($0) })
    scheduler.advanceTo(epoch.addingTimeInterval(1.75))
    XCTAssertEqual(received, [0, 1, 2])
    XCTAssertEqual(scheduler.clock, epoch.addingTimeInterval(1.75))
    subscription.dispose()
  }

  func testConverterIsTheIdentityOnDatesAndSeconds() {
    let converter = HistoricalSchedulerTimeConverter()
    XCTAssertEqual(converter.convertToVirtualTime(epoch), epoch)
    XCTAssertEqual(converter.convertFromVirtualTime(epoch), epoch)
    XCTAssertEqual(converter.convertToVirtualTimeInterval(2.5), 2.5)
    XCTAssertEqual(converter.convertFromVirtualTimeInterval(2.5), 2.5)
    XCTAssertEqual(converter.offsetVirtualTime(epoch, offset: 10), epoch.addingTimeInterval(10))
    XCTAssertEqual(converter.compareVirtualTime(epoch, epoch.addingTimeInterval(1)), .lessThan)
    XCTAssertEqual(converter.compareVirtualTime(epoch, epoch), .equal)
    XCTAssertEqual(converter.compareVirtualTime(epoch.addingTimeInterval(1), epoch), .greaterThan)
  }

  func testWorkAtOneDateRunsInTheOrderItWasScheduledAfterEarlierDates() {
    let scheduler = HistoricalScheduler(initialClock: epoch)
    var ran: [String] = []
    for (name, seconds) in [("a", 20.0), ("b", 10.0), ("c", 20.0), ("d", 10.0)] {
      _ = scheduler.scheduleRelative((), dueTime: .milliseconds(Int(seconds * 1_000))) { _ in
        ran.append("\(name)@\(scheduler.now.timeIntervalSince(self.epoch))")
        return Disposables.create()
      }
    }
    scheduler.start()
    XCTAssertEqual(ran, ["b@10.0", "d@10.0", "a@20.0", "c@20.0"])
    XCTAssertEqual(scheduler.clock, epoch.addingTimeInterval(20))
  }

  func testSleepMovesTheDateAndWorkThenDueRunsAtTheNewDate() {
    let scheduler = HistoricalScheduler(initialClock: epoch)
    var ran: [TimeInterval] = []
    _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
      ran.append(scheduler.now.timeIntervalSince(self.epoch))
      return Disposables.create()
    }
    scheduler.sleep(30)
    XCTAssertEqual(scheduler.clock, epoch.addingTimeInterval(30))
    XCTAssertEqual(ran, [])
    scheduler.advanceTo(epoch.addingTimeInterval(40))
    XCTAssertEqual(ran, [30])
    XCTAssertEqual(scheduler.clock, epoch.addingTimeInterval(40))
  }

  func testStartingAgainFromInsideScheduledWorkDoesNothing() {
    let scheduler = HistoricalScheduler(initialClock: epoch)
    var ran: [String] = []
    _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
      ran.append("outer begins")
      scheduler.start()
      ran.append("outer ends")
      return Disposables.create()
    }
    _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
      ran.append("later")
      return Disposables.create()
    }
    scheduler.start()
    XCTAssertEqual(ran, ["outer begins", "outer ends", "later"])
  }
}
