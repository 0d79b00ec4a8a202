import XCTest

@testable import BoxOfficeCLI

/// Bars of eighth blocks: rounding to the nearest eighth, a visible sliver for any figure, never
/// wider than asked.
final class BlockBarTests: XCTestCase {
  func testEachEighthHasItsBlock() {
    let bars = (0...8).map { BlockBar.text(fraction: Double($0) / 8, width: 1) }
    XCTAssertEqual(bars, ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"])
  }

  func testWholeCellsThenTheRestRoundedToTheNearestEighth() {
    XCTAssertEqual(BlockBar.text(fraction: 0.55, width: 10), "█████▌")
    XCTAssertEqual(BlockBar.text(fraction: 0.5 + 1 / 160, width: 10), "█████▏")
    XCTAssertEqual(BlockBar.text(fraction: 0.5 + 1 / 170, width: 10), "█████")
    XCTAssertEqual(BlockBar.text(fraction: 1, width: 48), String(repeating: "█", count: 48))
  }

  func testAnyFigureShowsAndNothingOverflows() {
    XCTAssertEqual(BlockBar.text(fraction: 0.000_1, width: 40), "▏")
    XCTAssertEqual(BlockBar.text(fraction: 7, width: 3), "███")
    XCTAssertEqual(BlockBar.text(fraction: 0, width: 3), "")
    XCTAssertEqual(BlockBar.text(fraction: -1, width: 3), "")
    XCTAssertEqual(BlockBar.text(fraction: .nan, width: 3), "")
    XCTAssertEqual(BlockBar.text(fraction: 0.5, width: 0), "")
    for width in 1...30 {
      for step in 0...64 {
        let bar = BlockBar.text(fraction: Double(step) / 64, width: width)
        XCTAssertLessThanOrEqual(TerminalCellWidth.of(bar), width)
      }
    }
  }
}
