import XCTest

@testable import BoxOfficeCLI

/// Text from the feed is made safe to print: escape sequences, controls, bidi controls and
/// invisible characters never reach the terminal.
final class UntrustedTextTests: XCTestCase {
  func testPlainTitlesAreUnchanged() {
    for title in ["하얼빈", "스파이더맨: 노 웨이 홈", "오늘 밤, 세계에서 이 사랑이 사라진다 해도", "「비크티니」", "Café"] {
      XCTAssertEqual(UntrustedText.sanitized(title), title)
    }
  }

  func testColorAndCursorSequencesAreRemovedWhole() {
    XCTAssertEqual(UntrustedText.sanitized("\u{1B}[31m빨간\u{1B}[0m 영화"), "빨간 영화")
    XCTAssertEqual(UntrustedText.sanitized("a\u{1B}[2J\u{1B}[Hb\u{1B}[?25lc"), "abc")
    XCTAssertEqual(UntrustedText.sanitized("a\u{1B}[38;5;196mb"), "ab")
  }

  func testOperatingSystemCommandsAndOtherStringsAreRemovedWhole() {
    XCTAssertEqual(UntrustedText.sanitized("\u{1B}]0;pwned\u{07}제목"), "제목")
    XCTAssertEqual(
      UntrustedText.sanitized("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\"), "link")
    XCTAssertEqual(UntrustedText.sanitized("a\u{1B}Pdata\u{1B}\\b"), "ab")
    XCTAssertEqual(UntrustedText.sanitized("a\u{1B}_apc\u{9C}b"), "ab")
  }

  func testEightBitControlSequencesAreRemoved() {
    XCTAssertEqual(UntrustedText.sanitized("\u{9B}31m8비트\u{85}끝"), "8비트 끝")
    XCTAssertEqual(UntrustedText.sanitized("a\u{9D}0;title\u{07}b"), "ab")
  }

  func testShortEscapesAndATrailingEscapeAreRemoved() {
    XCTAssertEqual(UntrustedText.sanitized("a\u{1B}(Bb\u{1B}7c"), "abc")
    XCTAssertEqual(UntrustedText.sanitized("abc\u{1B}"), "abc")
    XCTAssertEqual(UntrustedText.sanitized("abc\u{1B}[31"), "abc")
  }

  func testLineBreaksAndTabsBecomeOneSpace() {
    XCTAssertEqual(UntrustedText.sanitized("캐리지\r리턴\n줄바꿈\t탭\r\n끝"), "캐리지 리턴 줄바꿈 탭 끝")
    XCTAssertEqual(UntrustedText.sanitized("a\u{2028}b\u{2029}c"), "a b c")
  }

  func testOtherControlCharactersAreDropped() {
    XCTAssertEqual(UntrustedText.sanitized("a\u{0}b\u{7}c\u{7F}d\u{8}e"), "abcde")
  }

  func testBidiControlsAreDropped() {
    XCTAssertEqual(
      UntrustedText.sanitized("\u{202E}역방향\u{202C} \u{2066}격리\u{2069}\u{200E}\u{200F}\u{61C}"),
      "역방향 격리")
  }

  func testZeroWidthAndInvisibleCharactersAreDropped() {
    XCTAssertEqual(
      UntrustedText.sanitized("보이지\u{200B}않는\u{200D}문자\u{FEFF}\u{2060}\u{E0041}"), "보이지않는문자")
  }

  func testSpacesAreCollapsedAndTrimmed() {
    XCTAssertEqual(UntrustedText.sanitized("  앞뒤   공백  "), "앞뒤 공백")
    XCTAssertEqual(UntrustedText.sanitized("\u{1B}[0m"), "")
  }

  func testTheResultHasNoControlCharacterForAnyInput() {
    var generator = SystemRandomNumberGenerator()
    let alphabet: [Unicode.Scalar] = [
      "\u{1B}", "[", "]", "\u{07}", "\u{9B}", "\u{9C}", "\\", "P", "m", "3", ";", "가", "a", "\n",
      "\u{202E}", "\u{200B}", " ",
    ]
    for _ in 0..<2_000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0..<24, using: &generator) {
        text.append(alphabet.randomElement(using: &generator)!)
      }
      let result = UntrustedText.sanitized(String(text))
      XCTAssertFalse(
        result.unicodeScalars.contains {
          $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
            || $0 == "\u{200B}"
        }, String(reflecting: result))
    }
  }
}
