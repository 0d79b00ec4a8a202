import XCTest

@testable import ReactiveTest

final class MarbleLayoutTests: XCTestCase {
  private func lines(
    _ rows: [MarbleLayout.Row], origin: TestTime = 200, ticksPerFrame: TestTime = 10
  ) -> [String] {
    MarbleLayout(rows: rows, origin: origin, ticksPerFrame: ticksPerFrame).lines
  }

  func testARowIsWrittenOneCharacterPerFrameFromTheOrigin() {
    XCTAssertEqual(
      lines([[(210, "a"), (230, "b"), (260, "c"), (270, "|")]]), ["-a-b--c|"])
    XCTAssertEqual(lines([[(200, "#")]]), ["#"])
    XCTAssertEqual(lines([[(205, "a"), (215, "|")]], ticksPerFrame: 5), ["-a-|"])
  }

  func testAnEmptyRowIsOneEmptyFrame() {
    XCTAssertEqual(lines([[]]), ["-"])
    XCTAssertEqual(lines([[], [(220, "a")]]), ["-", "--a"])
  }

  func testEventsAtOneTimeAreGroupedInTheirOrder() {
    XCTAssertEqual(lines([[(210, "a"), (210, "|")]]), ["-(a|)"])
  }

  func testRowsShareColumnsAndShorterCellsArePaddedWithSpaces() {
    XCTAssertEqual(
      lines([
        [(210, "a"), (220, "b"), (230, "|")],
        [(210, "'10'"), (220, "(bc)"), (230, "|")],
      ]),
      [
        "-a   b   |",
        "-'10'(bc)|",
      ])
  }

  func testATimeTooFarOrOffTheGridGetsAnAnchorInEveryRowThatReachesIt() {
    XCTAssertEqual(
      lines([[(200, "^"), (1000, "!")], [(210, "a")]]),
      [
        "^- @1000 !",
        "-a",
      ])
    XCTAssertEqual(lines([[(210, "a"), (215, "b")]]), ["-a @215 b"])
    XCTAssertEqual(
      lines([[(200, "a"), (500, "b")]]), ["a" + String(repeating: "-", count: 29) + "b"])
    XCTAssertEqual(lines([[(200, "a"), (520, "b")]]), ["a @520 b"])
  }

  func testATimeBeforeTheOriginStartsTheLayoutWithAnAnchor() {
    XCTAssertEqual(lines([[(150, "^"), (220, "!")]]), [" @150 ^------!"])
  }

  func testTheOffsetOfATimeIsItsColumnInEveryLine() {
    let layout = MarbleLayout(
      rows: [[(210, "'10'"), (220, "b")], [(220, "c")]], origin: 200, ticksPerFrame: 10)
    XCTAssertEqual(layout.lines, ["-'10'b", "--   c"])
    XCTAssertEqual(layout.offset(of: 210), 1)
    XCTAssertEqual(layout.offset(of: 220), 5)
    XCTAssertNil(layout.offset(of: 230))
  }

  func testEveryLineReadsBackAsTheTimelineItShows() throws {
    let rows: [MarbleLayout.Row] = [
      [(210, "1"), (210, "|")],
      [(205, "'-3'"), (260, "#")],
      [(200, "a"), (1000, "b"), (1010, "|")],
      [(150, "c"), (990, "d")],
    ]
    let layout = MarbleLayout(rows: rows, origin: 200, ticksPerFrame: 5)
    for (row, line) in zip(rows, layout.lines) {
      let parsed = try MarbleTimeline(line, kind: .events, origin: 200, ticksPerFrame: 5)
      XCTAssertEqual(parsed.entries.map(\.time), row.map(\.time), line)
      XCTAssertEqual(
        parsed.entries.map(\.symbol),
        row.map { token in
          switch token.token {
          case "|": .completion
          case "#": .error
          default: .value(token.token.replacingOccurrences(of: "'", with: ""))
          }
        }, line)
    }
  }
}
