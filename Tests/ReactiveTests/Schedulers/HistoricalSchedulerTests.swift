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
}
