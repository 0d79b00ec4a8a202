import BoxOffice
import Foundation
import TestSupport
import XCTest

/// What `BoxOfficeChart(decoding:)` does with replies that are broken or built to hurt: each case
/// has one exact outcome, a chart or an error naming the field.
final class BoxOfficeChartHostileFeedTests: XCTestCase {
  // MARK: - Encoding and size

  func testInvalidUTF8AnywhereIsNotJSON() {
    let notJSON = BoxOfficeError.undecodableBody(
      at: "body", reason: "it is not valid JSON (it may be cut short or not UTF-8)")
    let badSequences: [(String, [UInt8])] = [
      ("a byte that never starts a character", [0x41, 0xFF, 0x42]),
      ("a lone continuation byte", [0x80]),
      ("a sequence cut short", [0xEC, 0x98]),
      ("an overlong encoding of '/'", [0xC0, 0xAF]),
      ("a UTF-16 surrogate encoded as UTF-8", [0xED, 0xA0, 0x80]),
    ]
    for (name, bytes) in badSequences {
      XCTAssertEqual(error(decoding: body(title: bytes)), notJSON, name)
    }
    XCTAssertEqual(
      try BoxOfficeChart(decoding: body(title: Array("영화".utf8))).entries.map(\.title), ["영화"],
      "the same body with valid UTF-8 decodes")
  }

  func testTwentyMegabyteChartDecodesEveryEntry() throws {
    // Two megabytes under a sanitizer (see `isSanitized`).
    let count = isSanitized ? 2_000 : 20_000
    let longTitle = String(repeating: "가나다라마바사아자차", count: 33)
    // One entry written out once, then repeated with its rank and title changed: building the
    // body value by value would take longer than decoding it.
    let template = String(
      decoding: dailyBody([entry(["rank": "RANK", "movieNm": "TITLE"])]), as: UTF8.self)
    let head = template.components(separatedBy: "[")[0] + "["
    let item = template.dropFirst(head.count).dropLast(3)
    let list = (1...count).map { rank in
      item.replacingOccurrences(of: "RANK", with: "\(rank)")
        .replacingOccurrences(of: "TITLE", with: "\(rank) \(longTitle)")
    }
    let data = Data((head + list.joined(separator: ",") + "]}}").utf8)
    XCTAssertGreaterThan(data.count, count * 1_000)
    let chart = try BoxOfficeChart(decoding: data)
    XCTAssertEqual(chart.entries.count, count)
    XCTAssertEqual(chart.entries.map(\.rank), Array(1...count))
    XCTAssertEqual(chart.entries.last?.title, "\(count) \(longTitle)")
  }

  func testTwentyMegabytesThatAreNotJSONFailAtTheBody() {
    XCTAssertEqual(
      error(decoding: Data(repeating: UInt8(ascii: "x"), count: 20_000_000)),
      .undecodableBody(
        at: "body", reason: "it is not valid JSON (it may be cut short or not UTF-8)"))
    XCTAssertEqual(
      error(decoding: Data(repeating: UInt8(ascii: " "), count: 20_000_000)),
      .undecodableBody(at: "body", reason: "the reply is empty"))
  }

  // MARK: - Nesting

  func testNestingBeyondTheParsersLimitIsNotJSON() {
    let nested = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    XCTAssertEqual(
      error(decoding: dailyBody([entry(["movieNm": nested])], raw: ["movieNm"])),
      .undecodableBody(
        at: "body", reason: "it is not valid JSON (it may be cut short or not UTF-8)"))
  }

  func testNestedValueWhereAStringBelongsNamesTheField() {
    let nested = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    XCTAssertEqual(
      error(decoding: dailyBody([entry(["movieNm": nested])], raw: ["movieNm"])),
      .undecodableBody(at: "movieNm of rank 1", reason: "expected a string, found a list"))
  }

  // MARK: - Numbers

  func testNumbersBeyondSixtyThreeBitsAreTooLarge() {
    let cases: [(String, String)] = [
      ("audiAcc", "18446744073709551616"),
      ("audiAcc", "9223372036854775808"),
      ("salesAcc", "340282366920938463463374607431768211456"),
      ("rankInten", "-9223372036854775808"),
      ("salesShare", "12345678901234567890.5"),
      ("audiChange", "-0.12345678901234567890"),
    ]
    for (field, value) in cases {
      XCTAssertEqual(
        error(decoding: dailyBody([entry([field: value])])),
        .undecodableBody(at: "\(field) of rank 1", reason: "\"\(value)\" is too large"), field)
    }
    XCTAssertEqual(
      error(decoding: dailyBody([entry(["rank": "18446744073709551616"])])),
      .undecodableBody(at: "rank of entry 1", reason: #""18446744073709551616" is too large"#))
  }

  func testLargestSixtyThreeBitNumbersAreKept() throws {
    let chart = try BoxOfficeChart(
      decoding: dailyBody([
        entry(["audiAcc": "9223372036854775807", "rankInten": "-9223372036854775807"])
      ]))
    XCTAssertEqual(chart.entries[0].cumulativeAudience, Int64.max)
    XCTAssertEqual(chart.entries[0].rankChange, -Int(Int64.max))
  }

  func testHugeJSONNumberInsteadOfAStringNamesTheField() {
    XCTAssertEqual(
      error(
        decoding: dailyBody(
          [entry(["audiAcc": "123456789012345678901234567890"])], raw: ["audiAcc"])),
      .undecodableBody(
        at: "audiAcc of rank 1",
        reason: "expected a string, found the number 123456789012345678901234567890"))
  }

  func testNegativeCountsAndAmountsFailAtTheirField() {
    for field in ["salesAmt", "salesShare", "salesAcc", "audiCnt", "audiAcc", "scrnCnt", "showCnt"]
    {
      XCTAssertEqual(
        error(decoding: dailyBody([entry([field: "-1"])])),
        .undecodableBody(at: "\(field) of rank 1", reason: #""-1" is negative"#), field)
    }
    XCTAssertEqual(
      error(decoding: dailyBody([entry(["audiCnt": "-0"])])),
      .undecodableBody(at: "audiCnt of rank 1", reason: #""-0" is negative"#))
    XCTAssertEqual(
      error(decoding: dailyBody([entry(["rank": "-1"])])),
      .undecodableBody(at: "rank of entry 1", reason: #""-1" is negative"#))
    XCTAssertEqual(
      error(decoding: dailyBody([entry(["rank": "0"])])),
      .undecodableBody(at: "rank of entry 1", reason: "a rank starts at 1"))
  }

  // MARK: - Ranks

  func testDuplicatedRankFailsAtTheSecondEntry() {
    XCTAssertEqual(
      error(
        decoding: dailyBody([
          entry(["rank": "1"]), entry(["rank": "2"]), entry(["rank": "2"]), entry(["rank": "3"]),
        ])),
      .undecodableBody(at: "rank of entry 3", reason: "rank 2 appears twice"))
  }

  func testRanksOutOfOrderFail() {
    XCTAssertEqual(
      error(decoding: dailyBody([entry(["rank": "2"]), entry(["rank": "1"])])),
      .undecodableBody(at: "rank of entry 2", reason: "rank 1 comes after rank 2"))
  }

  func testGapsBetweenRanksAreKeptAsSent() throws {
    let chart = try BoxOfficeChart(
      decoding: dailyBody([entry(["rank": "1"]), entry(["rank": "3"]), entry(["rank": "7"])]))
    XCTAssertEqual(chart.entries.map(\.rank), [1, 3, 7])
  }

  // MARK: - Lists

  func testEmptyListsAreChartsWithoutEntries() throws {
    let daily = try BoxOfficeChart(decoding: dailyBody([]))
    XCTAssertEqual(daily.kind, .daily)
    XCTAssertEqual(daily.entries, [])
    let weekly = try BoxOfficeChart(
      decoding: Data(
        #"{"boxOfficeResult":{"boxofficeType":"주말 박스오피스","showRange":"20111230~20120101","yearWeekTime":"201152","weeklyBoxOfficeList":[]}}"#
          .utf8))
    XCTAssertEqual(weekly.kind, .weekend)
    XCTAssertEqual(weekly.isoWeek.map { "\($0)" }, "2011-W52")
    XCTAssertEqual(weekly.entries, [])
  }

  func testMissingOrMistypedListsNameTheList() {
    let result = #""boxofficeType":"일별 박스오피스","showRange":"20220105~20220105""#
    let cases: [(String, BoxOfficeError)] = [
      (
        "{\(result)}",
        .undecodableBody(
          at: "boxOfficeResult",
          reason: "it has neither dailyBoxOfficeList nor weeklyBoxOfficeList")
      ),
      (
        #"{\#(result),"dailyBoxOfficeList":null}"#,
        .undecodableBody(at: "boxOfficeResult.dailyBoxOfficeList", reason: "expected a list")
      ),
      (
        #"{\#(result),"dailyBoxOfficeList":{"rank":"1"}}"#,
        .undecodableBody(at: "boxOfficeResult.dailyBoxOfficeList", reason: "expected a list")
      ),
      (
        #"{\#(result),"dailyBoxOfficeList":["1"]}"#,
        .undecodableBody(at: "entry 1", reason: "expected an object")
      ),
    ]
    for (inner, expected) in cases {
      XCTAssertEqual(
        error(decoding: Data(#"{"boxOfficeResult":\#(inner)}"#.utf8)), expected, inner)
    }
  }

  // MARK: - Titles

  func testTitlesKeepControlBidiAndZeroWidthCharacters() throws {
    let titles = [
      "\u{1B}[31mRed\u{1B}[0m \u{1B}]0;owned\u{07}",
      "Line\rOverwritten",
      "Up\u{1B}[2AClear\u{1B}[2J",
      "\u{202E}txet desrever\u{202C} and \u{2067}isolate\u{2069}",
      "Zero\u{200B}Width\u{200D}Joiner\u{FEFF}",
      "Nul\u{0}Byte\u{7F}",
    ]
    let chart = try BoxOfficeChart(
      decoding: dailyBody(
        titles.enumerated().map { index, title in
          entry(["rank": "\(index + 1)", "movieNm": title])
        }))
    XCTAssertEqual(chart.entries.map(\.title), titles)
  }

  func testOnlySurroundingWhitespaceIsTrimmed() throws {
    let chart = try BoxOfficeChart(
      decoding: dailyBody([
        entry(["rank": "1", "movieNm": "\r\n\t Title \u{3000}\u{A0}\n"]),
        entry(["rank": "2", "movieNm": "\u{200B}Title\u{2028}"]),
        entry(["rank": "3", "movieNm": "\u{FEFF}Title\u{200D}"]),
      ]))
    // Foundation counts the zero-width space as space, but not the other zero-width characters;
    // and JSONSerialization drops a byte-order mark that starts a string.
    XCTAssertEqual(chart.entries.map(\.title), ["Title", "Title", "Title\u{200D}"])
  }

  func testBlankTitleFails() {
    XCTAssertEqual(
      error(decoding: dailyBody([entry(["movieNm": " \r\n "])])),
      .undecodableBody(at: "movieNm of rank 1", reason: "the title is empty"))
  }

  func testTitleOfFiveHundredCharactersIsKeptWhole() throws {
    let title = String(String(repeating: "영화 제목 Title ", count: 50).prefix(499)) + "!"
    XCTAssertEqual(title.count, 500)
    let chart = try BoxOfficeChart(decoding: dailyBody([entry(["movieNm": title])]))
    XCTAssertEqual(chart.entries[0].title, title)
  }

  // MARK: - Helpers

  /// A valid entry with `overrides` applied.
  private func entry(_ overrides: [String: String]) -> [String: String] {
    BoxOfficeChartDecodingTests.validEntry.merging(overrides) { _, new in new }
  }

  /// A daily chart of 2022-01-05 with `entries`; the values of the `raw` fields are written into
  /// the JSON as they are, the others as strings.
  private func dailyBody(_ entries: [[String: String]], raw: Set<String> = []) -> Data {
    let list = entries.map { entry in
      "{"
        + entry.sorted { $0.key < $1.key }.map { key, value in
          "\(jsonString(key)):\(raw.contains(key) ? value : jsonString(value))"
        }.joined(separator: ",") + "}"
    }
    return Data(
      (#"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"20220105~20220105","dailyBoxOfficeList":["#
        + list.joined(separator: ",") + "]}}").utf8)
  }

  /// A one-entry daily chart whose title is the raw `bytes`.
  private func body(title bytes: [UInt8]) -> Data {
    let placeholder = Data("TITLE-PLACEHOLDER".utf8)
    var data = dailyBody([entry(["movieNm": "TITLE-PLACEHOLDER"])])
    data.replaceSubrange(data.range(of: placeholder)!, with: bytes)
    return data
  }

  /// `text` as a JSON string literal.
  private func jsonString(_ text: String) -> String {
    let data = try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])
    return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
  }

  /// The error decoding `data` throws, or `nil` if it decodes.
  private func error(decoding data: Data) -> BoxOfficeError? {
    let result = Result { () throws(BoxOfficeError) in try BoxOfficeChart(decoding: data) }
    guard case .failure(let error) = result else { return nil }
    return error
  }
}
