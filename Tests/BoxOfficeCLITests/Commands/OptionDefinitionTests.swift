import BoxOffice
import XCTest

@testable import BoxOfficeCLI

/// Each option's checks, one by one.
final class OptionDefinitionTests: XCTestCase {
  private let today = day("20250301")

  private func apply(_ option: OptionDefinition, _ value: String) -> (
    ChartCommand, OptionDefinition.InvalidValue?
  ) {
    var command = ChartCommand(chart: .weekly(.week))
    let invalid = option.apply(&command, value, today)
    return (command, invalid)
  }

  func testLabelsShowTheValuePlaceholder() {
    XCTAssertEqual(OptionDefinition.limit.label, "--limit <n>")
    XCTAssertEqual(OptionDefinition.sample.label, "--sample")
    XCTAssertFalse(OptionDefinition.noCache.takesValue)
    XCTAssertTrue(OptionDefinition.period.takesValue)
  }

  func testTheLimitRunsFromOneToTen() {
    XCTAssertEqual(apply(.limit, "1").0.filters.itemsPerPage, 1)
    XCTAssertEqual(apply(.limit, "10").0.filters.itemsPerPage, 10)
    for value in ["0", "11", "-1", "3.5", "", " 3"] {
      XCTAssertNotNil(apply(.limit, value).1, value)
    }
  }

  func testNearMissesOfAChoiceAreSuggested() {
    XCTAssertEqual(
      apply(.nation, "koreen").1,
      .init(reason: "expected all, korean or foreign", suggestion: "korean"))
    XCTAssertEqual(apply(.films, "xyz").1?.suggestion, nil)
    XCTAssertEqual(apply(.color, "alwyas").1?.suggestion, "always")
  }

  func testTheRegionIsTenDigits() {
    XCTAssertEqual(apply(.region, "0105001000").0.filters.regionCode, "0105001000")
    for value in ["", "105001000", "01050010000", "０１０５００１０００"] {
      XCTAssertNotNil(apply(.region, value).1, value)
    }
  }

  func testTheBaseURLIsAnHTTPOrHTTPSURLWithAHost() {
    XCTAssertEqual(
      apply(.baseURL, "HTTPS://kobis.example/rest").0.baseURL.absoluteString,
      "HTTPS://kobis.example/rest")
    for value in ["ftp://x/", "http://", "/relative", "kobis.or.kr", ""] {
      XCTAssertNotNil(apply(.baseURL, value).1, value)
    }
  }

  func testTheTimeoutIsPositiveAndAtMostFiveMinutes() {
    XCTAssertEqual(apply(.timeout, "0.5").0.timeout, 0.5)
    XCTAssertEqual(apply(.timeout, "300").0.timeout, 300)
    for value in ["0", "-1", "300.1", "nan", "inf", "1e400", "soon"] {
      XCTAssertNotNil(apply(.timeout, value).1, value)
    }
  }

  func testTheAPIKeyIsNeverBlankAndNeverEchoed() {
    XCTAssertEqual(apply(.apiKey, "abc").0.apiKey, "abc")
    XCTAssertNotNil(apply(.apiKey, "  ").1)
    XCTAssertFalse(OptionDefinition.apiKey.echoesValue)
  }

  func testTheDateIsAPastOrPresentDayInKorea() {
    let option = OptionDefinition.date(weekly: true)
    XCTAssertEqual(apply(option, "20120101").0.date, day("20120101"))
    XCTAssertEqual(apply(option, "2025-03-01").0.date, today)
    XCTAssertEqual(
      apply(option, "2025-03-02").1?.reason,
      "2025-03-02 is in the future in Korea, where today is 2025-03-01; KOBIS only has figures "
        + "for days that have begun")
  }

  func testFlagsSetTheirSwitch() {
    XCTAssertTrue(apply(.sample, "").0.isSample)
    XCTAssertTrue(apply(.noCache, "").0.bypassesCache)
  }

  func testTheTimeoutHelpSaysHowTheClientRetries() {
    XCTAssertEqual(
      OptionDefinition.retrySentence(.default),
      " A timeout, a lost connection or a server error (HTTP 5xx) is tried again: up to 3 "
        + "attempts in all, 0.5 s and then 1 s apart.")
    XCTAssertTrue(OptionDefinition.timeout.help.hasSuffix(OptionDefinition.retrySentence(.default)))
    XCTAssertEqual(
      OptionDefinition.retrySentence(
        RetryPolicy(maxRetries: 3, initialDelay: .milliseconds(200), multiplier: 2)),
      " A timeout, a lost connection or a server error (HTTP 5xx) is tried again: up to 4 "
        + "attempts in all, 0.2 s, 0.4 s and then 0.8 s apart.")
    XCTAssertEqual(OptionDefinition.retrySentence(.none), "")
  }
}
