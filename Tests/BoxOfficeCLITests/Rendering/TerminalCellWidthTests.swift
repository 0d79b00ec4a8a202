import Foundation
import XCTest

@testable import BoxOfficeCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Cell widths: the project's table against the characters the charts contain, against the C
/// library's `wcwidth` under a UTF-8 locale, and cutting text at cell boundaries.
final class TerminalCellWidthTests: XCTestCase {
  func testHangulCJKAndFullwidthCharactersTakeTwoCells() {
    for text in ["가", "힣", "ㄱ", "漢", "「", "」", "、", "　", "Ａ", "あ", "ア", "🎬"] {
      XCTAssertEqual(TerminalCellWidth.of(text), 2, text)
    }
  }

  func testASCIIAndTheAmbiguousSymbolsTheTableUsesTakeOneCell() {
    for text in ["a", "1", " ", "▲", "▼", "–", "…", "·", "é", "ｱ"] {
      XCTAssertEqual(TerminalCellWidth.of(text), 1, text)
    }
  }

  func testCombiningMarksJoinersAndJamoVowelsTakeNoCells() {
    for scalar: UInt32 in [0x0301, 0x200B, 0x200D, 0xFE0F, 0x1160, 0x11A8, 0xD7B0, 0x302A, 0x3099] {
      XCTAssertEqual(TerminalCellWidth.of(Unicode.Scalar(scalar)!), 0, String(scalar, radix: 16))
    }
    XCTAssertEqual(TerminalCellWidth.of(Unicode.Scalar(0x1B)), 0)
    XCTAssertEqual(TerminalCellWidth.of(Unicode.Scalar(0x9B)), 0)
  }

  func testAStringTakesTheSumOfItsCharacters() {
    XCTAssertEqual(TerminalCellWidth.of("하얼빈 2"), 8)
    XCTAssertEqual(TerminalCellWidth.of("극장판 포켓몬스터 베스트 위시「비크티니와 백의 영웅 레시라무」"), 62)
    XCTAssertEqual(TerminalCellWidth.of("Cafe\u{301}"), 4)
    XCTAssertEqual(TerminalCellWidth.of("\u{1100}\u{1161}\u{11A8}"), 2)  // 각 from jamo
  }

  func testTheWideRangesAreSortedAndDisjoint() {
    for (previous, next) in zip(
      TerminalCellWidth.wideRanges, TerminalCellWidth.wideRanges.dropFirst())
    {
      XCTAssertLessThan(previous.upperBound, next.lowerBound)
    }
  }

  /// Scalars whose category changed between the C library's Unicode and the standard library's
  /// newer one (U+1171E became a spacing mark in Unicode 15).
  private static let newerInSwiftsUnicode: Set<UInt32> = [0x1171E]

  func testTheTableAgreesWithTheCLibrarysWcwidthUnderAUTF8Locale() throws {
    #if canImport(Glibc)
      let previous = String(cString: setlocale(LC_CTYPE, nil))
      guard setlocale(LC_CTYPE, "C.UTF-8") != nil else {
        throw XCTSkip("the C.UTF-8 locale is not installed")
      }
      defer { setlocale(LC_CTYPE, previous) }
      // wcwidth is not in the Glibc module map (it needs _XOPEN_SOURCE), so look it up.
      let symbol = try XCTUnwrap(dlsym(dlopen(nil, RTLD_NOW), "wcwidth"))
      let wcwidth = unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
      var compared = 0
      var disagreements: [String] = []
      for value in UInt32(0x20)...0x3_FFFF {
        guard let scalar = Unicode.Scalar(value) else { continue }
        let expected = wcwidth(Int32(value))
        // -1: a control, or a scalar the C library's older Unicode does not assign.
        guard expected >= 0, !Self.newerInSwiftsUnicode.contains(value) else { continue }
        compared += 1
        if TerminalCellWidth.of(scalar) != Int(expected) {
          disagreements.append("U+\(String(value, radix: 16, uppercase: true)):\(expected)")
        }
      }
      XCTAssertGreaterThan(compared, 100_000)
      XCTAssertEqual(disagreements, [], "\(disagreements.count) of \(compared) scalars differ")
    #else
      throw XCTSkip("compared with glibc only")
    #endif
  }

  func testTextThatFitsIsUnchanged() {
    XCTAssertEqual(TerminalCellWidth.truncate("하얼빈", toCells: 6), "하얼빈")
    XCTAssertEqual(TerminalCellWidth.truncate("abc", toCells: 10), "abc")
  }

  func testLongTextIsCutAtACellBoundaryWithAnEllipsis() {
    XCTAssertEqual(TerminalCellWidth.truncate("가나다라마바사", toCells: 10), "가나다라…")
    XCTAssertEqual(TerminalCellWidth.truncate("가나다라마바사", toCells: 9), "가나다라…")
    XCTAssertEqual(TerminalCellWidth.truncate("abcdefgh", toCells: 5), "abcd…")
    XCTAssertEqual(TerminalCellWidth.truncate("ab 가나", toCells: 5), "ab…")
    for cells in 1...20 {
      let cut = TerminalCellWidth.truncate("극장판 포켓몬스터 「비크티니」", toCells: cells)
      XCTAssertLessThanOrEqual(TerminalCellWidth.of(cut), cells, cut)
      XCTAssertGreaterThanOrEqual(TerminalCellWidth.of(cut), cells - 2, cut)
      XCTAssertTrue(cut.hasSuffix("…"), cut)
    }
  }

  func testCuttingNeverSeparatesACombiningMarkFromItsBase() {
    let cut = TerminalCellWidth.truncate("Cafe\u{301}s and more", toCells: 5)
    XCTAssertEqual(cut, "Cafe\u{301}…")
    XCTAssertEqual(TerminalCellWidth.truncate("안녕", toCells: 0), "")
    XCTAssertEqual(TerminalCellWidth.truncate("안녕하세요", toCells: 1), "…")
  }
}
