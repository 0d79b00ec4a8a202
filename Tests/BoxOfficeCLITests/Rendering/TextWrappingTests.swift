import XCTest

@testable import BoxOfficeCLI

/// Wrapping text at a width in terminal cells.
final class TextWrappingTests: XCTestCase {
  func testHangulTakesTwoCellsASyllable() {
    XCTAssertEqual(TextWrapping.lines(of: "가나다 라마바 사아자", width: 10), ["가나다", "라마바", "사아자"])
    XCTAssertEqual(TextWrapping.lines(of: "가나다 라마바 사아자", width: 13), ["가나다 라마바", "사아자"])
    XCTAssertEqual(TextWrapping.lines(of: "abc def ghi", width: 7), ["abc def", "ghi"])
  }

  func testEveryLineButTheFirstIsIndented() {
    XCTAssertEqual(
      TextWrapping.lines(of: "one two three four", width: 10, indent: 4),
      ["    one", "    two", "    three", "    four"])
    XCTAssertEqual(
      TextWrapping.lines(of: "one two three four", width: 10, indent: 2, firstIndent: 0),
      ["one two", "  three", "  four"])
  }

  func testAWordWiderThanALineIsCut() {
    XCTAssertEqual(TextWrapping.lines(of: "a 0123456789abc b", width: 8), ["a", "0123456…", "b"])
  }

  func testEmptyTextIsOneEmptyLine() {
    XCTAssertEqual(TextWrapping.lines(of: "", width: 8), [""])
    XCTAssertEqual(TextWrapping.lines(of: "", width: 8, indent: 2), ["  "])
  }

  func testALongWordIsBrokenAcrossLinesWhenEveryCharacterCounts() {
    XCTAssertEqual(
      TextWrapping.lines(of: "a 0123456789abc b", width: 8, breaksLongWords: true),
      ["a", "01234567", "89abc b"])
    XCTAssertEqual(
      TextWrapping.lines(of: "가나다라마 x", width: 4, indent: 1, breaksLongWords: true),
      [" 가", " 나", " 다", " 라", " 마", " x"])
  }

  func testABrokenWordOfWideAndNarrowCharactersKeepsEveryCharacterInOrder() {
    XCTAssertEqual(
      TextWrapping.lines(of: "가나a", width: 3, breaksLongWords: true), ["가", "나a"])
    XCTAssertEqual(
      TextWrapping.lines(of: "a가b나cd", width: 2, breaksLongWords: true),
      ["a", "가", "b", "나", "cd"])
  }
}
