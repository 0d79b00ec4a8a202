import BoxOffice
import XCTest

@testable import BoxOfficeCLI

/// The progress line: a bar and the count, redrawn in place, never wrapping, erased at the end.
final class ProgressLineTests: XCTestCase {
  func testTheLineHasTheLabelABarAndTheCount() {
    XCTAssertEqual(
      ProgressLine.text(TrendProgress(settled: 8, total: 12), width: 80),
      "Loading charts █████████████▍       8/12 periods")
    XCTAssertEqual(
      ProgressLine.text(TrendProgress(settled: 0, total: 52), width: 80),
      "Loading charts                      0/52 periods")
  }

  func testANarrowTerminalGetsAShorterBarThenTheCountAlone() {
    let line = ProgressLine.text(TrendProgress(settled: 1, total: 4), width: 35)
    XCTAssertEqual(line, "Loading charts █▊      1/4 periods")
    XCTAssertEqual(TerminalCellWidth.of(line), 34)
    XCTAssertEqual(ProgressLine.text(TrendProgress(settled: 1, total: 4), width: 20), "1/4 periods")
    XCTAssertEqual(ProgressLine.text(TrendProgress(settled: 1, total: 4), width: 6), "1/4…")
  }

  func testItHidesTheCursorRedrawsInPlaceAndErasesItselfWhenDone() {
    let output = CapturedOutput()
    let line = ProgressLine(output: output, width: 40)
    line.show(TrendProgress(settled: 0, total: 2))
    line.show(TrendProgress(settled: 1, total: 2))
    line.show(TrendProgress(settled: 2, total: 2))
    line.clear()
    XCTAssertEqual(
      output.writes,
      [
        Spinner.hideCursor, "\rLoading charts              0/2 periods\u{1B}[K",
        "\rLoading charts ██████       1/2 periods\u{1B}[K", Spinner.erase,
      ])
  }
}
