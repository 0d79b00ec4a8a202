import BoxOffice
import XCTest

@testable import BoxOfficeCLI

/// Frames drawn by writing only what changed: the exact bytes for small changes, and, for random
/// sequences of frames, a terminal that replays the bytes ending up showing each frame exactly.
final class FrameWriterTests: XCTestCase {
  private let size = TerminalSize(columns: 12, rows: 3)
  private let reset = "\u{1B}[0m"

  private func frame(_ rows: [(String, CellAttributes)]) -> ScreenFrame {
    var frame = ScreenFrame(size: size)
    for (index, (text, attributes)) in rows.enumerated() {
      frame.put(text, row: index, column: 0, attributes: attributes)
    }
    return frame
  }

  func testTheFirstFrameClearsTheScreenAndDrawsEveryRowWithoutTrailingBlanks() {
    var writer = FrameWriter()
    let output = writer.changes(to: frame([("ab", .plain), ("", .plain), ("한 c", .bold)]))
    XCTAssertEqual(
      output,
      reset + "\u{1B}[H\u{1B}[2J" + "\u{1B}[1;1H" + reset + "ab" + "\u{1B}[3;1H" + reset
        + "\u{1B}[0;1m" + "한 c" + reset)
  }

  func testTheSameFrameAgainWritesNothing() {
    var writer = FrameWriter()
    let first = frame([("ab", .plain)])
    _ = writer.changes(to: first)
    XCTAssertEqual(writer.changes(to: first), "")
  }

  func testOneChangedCellIsTheOnlyThingWritten() {
    var writer = FrameWriter()
    _ = writer.changes(to: frame([("abcdef", .plain)]))
    XCTAssertEqual(
      writer.changes(to: frame([("abXdef", .plain)])), "\u{1B}[1;3H" + reset + "X" + reset)
  }

  func testMovingASelectionRewritesTwoRows() {
    var writer = FrameWriter()
    let inverse = CellAttributes(inverse: true)
    _ = writer.changes(to: frame([("one", inverse), ("two", .plain), ("six", .plain)]))
    let output = writer.changes(to: frame([("one", .plain), ("two", inverse), ("six", .plain)]))
    XCTAssertEqual(
      output,
      "\u{1B}[1;1H" + reset + "one" + "\u{1B}[2;1H" + reset + "\u{1B}[0;7m" + "two" + reset)
  }

  func testAChangeInsideAWideCharacterRewritesItWhole() {
    var writer = FrameWriter()
    _ = writer.changes(to: frame([("a한b", .plain)]))
    XCTAssertEqual(
      writer.changes(to: frame([("a강b", .plain)])), "\u{1B}[1;2H" + reset + "강" + reset)
    XCTAssertEqual(
      writer.changes(to: frame([("ax b", .plain)])), "\u{1B}[1;2H" + reset + "x " + reset)
  }

  func testARowWhoseEndBecameBlankIsErasedToTheEndOfTheLine() {
    var writer = FrameWriter()
    _ = writer.changes(to: frame([("abcdef", .plain)]))
    XCTAssertEqual(
      writer.changes(to: frame([("abc", .plain)])), "\u{1B}[1;4H" + reset + "\u{1B}[K" + reset)
    XCTAssertEqual(
      writer.changes(to: frame([("", .plain)])), "\u{1B}[1;1H" + reset + "\u{1B}[K" + reset)
  }

  func testAnotherSizeOrAnInvalidationDrawsEverything() {
    var writer = FrameWriter()
    _ = writer.changes(to: frame([("ab", .plain)]))
    writer.invalidate()
    XCTAssertTrue(
      writer.changes(to: frame([("ab", .plain)])).hasPrefix(reset + "\u{1B}[H\u{1B}[2J"))
    var wider = ScreenFrame(size: TerminalSize(columns: 13, rows: 3))
    wider.put("ab", row: 0, column: 0)
    XCTAssertTrue(writer.changes(to: wider).hasPrefix(reset + "\u{1B}[H\u{1B}[2J"))
  }

  func testATerminalReplayingTheBytesShowsEveryFrameOfARandomSequence() throws {
    var generator = SplitMix(seed: 0x5EED)
    let size = TerminalSize(columns: 17, rows: 6)
    let pieces = ["한", "강", "a", "b", " ", "「", "」", "🎬", "x", "…", "é"]
    let styles: [CellAttributes] = [
      .plain, .bold, .dim, CellAttributes(inverse: true), CellAttributes(bold: true, color: 33),
    ]
    var writer = FrameWriter()
    var terminal = VirtualTerminal(size: size)
    var frame = ScreenFrame(size: size)
    for step in 0..<400 {
      for _ in 0..<Int(generator.next() % 4) {
        let text = (0..<Int(generator.next() % 8)).map { _ in
          pieces[Int(generator.next() % UInt64(pieces.count))]
        }
        .joined()
        frame.put(
          text, row: Int(generator.next() % 6), column: Int(generator.next() % 17),
          width: Int(generator.next() % 17),
          attributes: styles[Int(generator.next() % UInt64(styles.count))])
      }
      if generator.next() % 10 == 0 { frame = ScreenFrame(size: size) }
      try terminal.apply(writer.changes(to: frame))
      XCTAssertEqual(
        terminal.screen, frame,
        "step \(step):\n\(terminal.screen.text)\n--\n\(frame.text)\n\(differences(terminal.screen, frame))"
      )
      if terminal.screen != frame { return }
    }
  }

  func testTextIsPutByWidthAndNeverStraddlesTheEdgeOfItsRoom() {
    var frame = ScreenFrame(size: TerminalSize(columns: 6, rows: 1))
    XCTAssertEqual(frame.put("한강의", row: 0, column: 1, width: 4), 4)
    XCTAssertEqual(frame.text(ofRow: 0), " 한강")
    XCTAssertEqual(
      frame.put("ab한", row: 0, column: 3), 2, "the wide character would straddle the edge")
    XCTAssertEqual(frame.text(ofRow: 0), " 한ab")
    XCTAssertEqual(frame.put("x", row: 5, column: 0), 0, "no such row")
  }
}

/// The cells where two frames differ, for a failure message.
private func differences(_ a: ScreenFrame, _ b: ScreenFrame) -> String {
  var lines: [String] = []
  for row in 0..<a.size.rows {
    for column in 0..<a.size.columns where a.rows[row][column] != b.rows[row][column] {
      lines.append("\(row),\(column): \(a.rows[row][column]) vs \(b.rows[row][column])")
    }
  }
  return lines.joined(separator: "\n")
}

/// A small deterministic random generator (SplitMix64), so the random test repeats exactly.
struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
