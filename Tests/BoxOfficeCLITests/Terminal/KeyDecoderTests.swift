import BoxOffice
import XCTest

@testable import BoxOfficeCLI

/// Bytes from a terminal in raw mode, whole or cut between reads, into keys.
final class KeyDecoderTests: XCTestCase {
  private func keys(_ bytes: [UInt8]) -> [KeyDecoder.Input] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes) + decoder.flush()
  }

  private func keys(_ text: String) -> [KeyDecoder.Input] {
    keys(Array(text.utf8))
  }

  func testArrowsPagesHomeAndEndInEveryFormTerminalsSend() {
    let cases: [(String, BrowserKey)] = [
      ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
      ("\u{1B}OA", .up), ("\u{1B}OD", .left), ("\u{1B}[1;5A", .up), ("\u{1B}[1;2D", .left),
      ("\u{1B}[H", .home), ("\u{1B}OH", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home),
      ("\u{1B}[F", .end), ("\u{1B}OF", .end), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
      ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[5;5~", .pageUp),
    ]
    for (sequence, key) in cases {
      XCTAssertEqual(keys(sequence), [.key(key)], sequence.debugDescription)
    }
  }

  func testControlKeys() {
    XCTAssertEqual(keys([0x0D, 0x0A]), [.key(.enter), .key(.enter)])
    XCTAssertEqual(keys([0x7F, 0x08]), [.key(.backspace), .key(.backspace)])
    XCTAssertEqual(keys([0x09, 0x03, 0x0C]), [.key(.tab), .key(.interrupt), .redraw])
    XCTAssertEqual(keys([0x01, 0x1A, 0x00]), [], "other control bytes mean nothing")
  }

  func testTextIsOneCharacterPerScalarInAnyScript() {
    XCTAssertEqual(keys("j한/ é"), ["j", "한", "/", " ", "é"].map { .key(.character($0)) })
    XCTAssertEqual(keys("🎬"), [.key(.character("🎬"))])
  }

  func testASequenceOrACharacterCutBetweenReadsWaitsForItsRest() {
    var decoder = KeyDecoder()
    XCTAssertEqual(decoder.decode([0x1B]), [])
    XCTAssertTrue(decoder.hasPending)
    XCTAssertEqual(decoder.decode(Array("[".utf8)), [])
    XCTAssertEqual(decoder.decode(Array("Bx".utf8)), [.key(.down), .key(.character("x"))])
    XCTAssertFalse(decoder.hasPending)
    let han = Array("한".utf8)
    XCTAssertEqual(decoder.decode(han[0..<2]), [])
    XCTAssertEqual(decoder.decode(han[2...]), [.key(.character("한"))])
  }

  func testALoneEscapeIsTheEscapeKeyOnceFlushed() {
    var decoder = KeyDecoder()
    XCTAssertEqual(decoder.decode([0x1B]), [])
    XCTAssertEqual(decoder.flush(), [.key(.escape)])
    XCTAssertFalse(decoder.hasPending)
    XCTAssertEqual(decoder.decode([0x1B, 0x1B]), [.key(.escape)])
    XCTAssertEqual(decoder.flush(), [.key(.escape)])
    XCTAssertEqual(decoder.decode(Array("\u{1B}[".utf8)), [])
    XCTAssertEqual(decoder.flush(), [], "a sequence cut short is dropped")
  }

  func testUnknownSequencesAndBrokenBytesAreDroppedNeverTyped() {
    XCTAssertEqual(keys("\u{1B}[3~"), [], "Delete")
    XCTAssertEqual(keys("\u{1B}[200~x"), [.key(.character("x"))])
    XCTAssertEqual(keys("\u{1B}x"), [.key(.character("x"))], "Alt-x is x")
    XCTAssertEqual(keys([0xFF, 0x41]), [.key(.character("A"))])
    XCTAssertEqual(keys([0xED, 0x41]), [.key(.character("A"))], "a lead byte without its rest")
    XCTAssertEqual(keys([0xC2, 0x85]), [], "a C1 control")
    XCTAssertEqual(
      keys([0x1B, 0x5B] + Array(repeating: 0x30, count: 40)), [], "an endless sequence")
  }
}
