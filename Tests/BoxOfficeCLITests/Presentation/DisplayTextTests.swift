import BoxOffice
import BoxOfficeTestSupport
import XCTest

@testable import BoxOfficeCLI

/// Text from the feed made safe once: a string is cleaned, a literal is kept as written, cleaned
/// texts join clean, and every text of the feed's models is cleaned by their displayed copies.
final class DisplayTextTests: XCTestCase {
  private let hostile = "악\u{1B}[31m당\u{202E}\u{200B} 이름"

  func testAStringIsCleanedAndALiteralKeptAsWritten() {
    XCTAssertEqual(DisplayText(hostile).text, "악당 이름")
    let literal: DisplayText = "\n  "
    XCTAssertEqual(literal.text, "\n  ")
    let title = "\u{1B}]0;x\u{07}b"
    XCTAssertEqual(("a" + DisplayText(title) + "\n").text, "ab\n")
    XCTAssertEqual(hostile.displayed, "악당 이름")
  }

  func testEveryTextOfTheFeedsModelsIsCleaned() {
    var entry = SampleCharts.chart(for: BoxOfficeEndpoint(kind: .daily, date: day("20250205")))
      .entries[0]
    entry.title = hostile
    XCTAssertEqual(entry.displayed.title, "악당 이름")
    XCTAssertEqual(entry.displayed.audience, entry.audience)

    let summary = MovieSummary(
      code: "2024\u{1B}[2J0811", title: hostile, englishTitle: hostile, directors: [hostile],
      companies: [.init(code: "1", name: hostile)])
    XCTAssertEqual(summary.displayed.code, "20240811")
    XCTAssertEqual(
      [summary.displayed.title, summary.displayed.englishTitle, summary.displayed.directors[0]],
      ["악당 이름", "악당 이름", "악당 이름"])
    XCTAssertEqual(summary.displayed.companies[0].name, "악당 이름")

    let details = MovieDetails(
      code: "20240811", title: hostile, directors: [.init(name: hostile, englishName: hostile)],
      actors: [.init(person: .init(name: hostile), role: hostile)],
      companies: [.init(code: "1", name: hostile, englishName: nil, part: hostile)])
    XCTAssertEqual(details.displayed.title, "악당 이름")
    XCTAssertEqual(details.displayed.directors[0].englishName, "악당 이름")
    XCTAssertEqual(details.displayed.actors[0].role, "악당 이름")
    XCTAssertEqual(details.displayed.companies[0].part, "악당 이름")

    XCTAssertEqual(
      BoxOfficeError.kobisFault(code: "320010", message: hostile).displayed,
      .kobisFault(code: "320010", message: "악당 이름"))
    XCTAssertEqual(BoxOfficeError.httpStatus(502).displayed, .httpStatus(502))
  }

  func testAFailuresMessageIsDisplayText() {
    let failure = CommandFailure(.kobisFault(code: "1", message: hostile))
    XCTAssertFalse(failure.message.text.unicodeScalars.contains { $0.value == 0x1B })
    XCTAssertEqual(failure.status, ExitCode.unavailable)
  }
}
