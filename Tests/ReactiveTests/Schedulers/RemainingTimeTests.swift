import Foundation
import XCTest

@testable import RxSwift

final class RemainingTimeTests: ReactiveTestCase {
  private let start = Date(timeIntervalSince1970: 1_000)

  func testRemainingIsTheIntervalLessTheElapsedTime() {
    let now = start.addingTimeInterval(0.25)
    XCTAssertEqual(
      DispatchTimeInterval.seconds(1).remaining(since: start, now: now), .nanoseconds(750_000_000))
  }

  func testRemainingIsZeroOnceTheIntervalHasPassed() {
    let now = start.addingTimeInterval(3)
    XCTAssertEqual(
      DispatchTimeInterval.seconds(1).remaining(since: start, now: now), .nanoseconds(0))
  }

  func testRemainingIsTheWholeIntervalWhenTheClockWentBackwards() {
    let now = start.addingTimeInterval(-3)
    XCTAssertEqual(
      DispatchTimeInterval.milliseconds(20).remaining(since: start, now: now),
      .nanoseconds(20_000_000))
  }

  func testNeverLeavesAlmostForever() {
    let now = start.addingTimeInterval(3)
    XCTAssertEqual(
      DispatchTimeInterval.never.remaining(since: start, now: now),
      .nanoseconds(Int.max - 3_000_000_000))
  }
}
