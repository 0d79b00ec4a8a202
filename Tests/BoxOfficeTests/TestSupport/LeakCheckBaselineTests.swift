import Foundation
import TestSupport
import XCTest

/// The start of a leak check waits for earlier tests' resources to end, but only once for what
/// never ends; its end waits for the test's own to end, up to its patience.
final class LeakCheckBaselineTests: XCTestCase {
  func testAStartWaitsForTheCountToComeDownToZero() {
    let baseline = LeakCheckBaseline(patience: 5)
    var count: Int32 = 3
    var reads = 0
    let start = baseline.start {
      reads += 1
      if reads > 2 { count = max(0, count - 1) }
      return count
    }
    XCTAssertEqual(start, 0)
    XCTAssertEqual(reads, 6, "three reads above 0, the one at 0, and the one returned")
  }

  func testWhatNeverEndsRaisesTheFloorSoLaterStartsDoNotWaitForIt() {
    let baseline = LeakCheckBaseline(patience: 0.05)
    var reads = 0
    let leaked: () -> Int32 = {
      reads += 1
      return 2
    }
    let first = Date()
    XCTAssertEqual(baseline.start(leaked), 2)
    XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(first), 0.05, "waited its patience")

    reads = 0
    XCTAssertEqual(baseline.start(leaked), 2)
    XCTAssertEqual(reads, 2, "the floor holds at once: one check, one read returned")
    XCTAssertEqual(baseline.start { 1 }, 1, "below the floor holds too")
    XCTAssertEqual(LeakCheckBaseline(patience: 0.05).start { 0 }, 0, "each baseline its own floor")
  }

  func testAnEndWaitsForTheCountToComeBackToTheStart() {
    let baseline = LeakCheckBaseline(patience: 5)
    var count: Int32 = 4
    var reads = 0
    let end = baseline.end(from: 1) {
      reads += 1
      if reads > 1 { count = max(1, count - 1) }
      return count
    }
    XCTAssertEqual(end, 1)
    XCTAssertEqual(reads, 5, "three reads above the start, the one at it, and the one returned")
  }

  func testAnEndGivesUpAfterItsPatienceAndReturnsWhatIsStillAlive() {
    let baseline = LeakCheckBaseline(patience: 0.05)
    let first = Date()
    XCTAssertEqual(baseline.end(from: 0) { 3 }, 3)
    XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(first), 0.05, "waited its patience")
  }
}
