import Reactive
import ReactiveTest
import XCTest

final class SharedSequenceDebugTests: ReactiveTestCase {
  func testEventsAreSharedAndPrintedOnce() {
    let lines = printedLines {
      assertMarbles { m in
        let xs = m.hot("^1---|")
        let driver = xs.asDriver(onErrorJustReturn: -1).debug("rows")
        m.expect("      -1---|") { driver }
        m.expect("      -1---|", subscribed: 205) { driver }
        m.expectSubscriptions(xs, "^----!")
      }
    }
    XCTAssertEqual(
      lines,
      [
        "rows -> subscribed", "rows -> Event next(1)", "rows -> Event completed",
        "rows -> isDisposed",
      ])
  }

  func testTheDefaultIdentifierNamesTheCallSite() {
    let lines = printedLines { _ = Signal.just(1).debug().emit() }
    let first = lines.first ?? ""
    XCTAssertTrue(first.hasPrefix("SharedSequence+DebugTests.swift:"), first)
    XCTAssertTrue(
      first.hasSuffix(" (testTheDefaultIdentifierNamesTheCallSite()) -> subscribed"), first)
  }
}
