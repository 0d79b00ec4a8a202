import BoxOffice
import XCTest

@testable import BoxOfficeCLI

/// Each chart option's checks, one by one.
final class ChartOptionsTests: XCTestCase {
  private let today = day("20250301")

  private func apply(_ option: Option<ChartCommand>, _ value: String) -> (
    ChartCommand, InvalidValue?
  ) {
    var command = ChartCommand(chart: .weekly)
    let invalid = option.apply(
      &command, value, ParseContext(today: today, root: CommandTable.root))
    return (command, invalid)
  }

  private func apply(_ option: Option<ChartFilters>, _ value: String) -> (
    ChartCommand, InvalidValue?
  ) {
    apply(option.lifted(into: \.filters), value)
  }

  func testLabelsShowTheShortNameAndTheValuePlaceholder() {
    XCTAssertEqual(ChartOptions.limit.definition.label, "-n, --limit <n>")
    XCTAssertEqual(ChartOptions.limit.definition.label(spelledAs: "-n"), "-n <n>")
    XCTAssertFalse(ChartOptions.bars.definition.takesValue)
    XCTAssertTrue(ChartOptions.period.definition.takesValue)
  }

  func testTheShortNamesAreTheOnesDocumented() {
    let shorts = ChartOptions.all(weekly: true).compactMap { option in
      option.definition.shortName.map { "\($0) \(option.definition.name)" }
    }
    XCTAssertEqual(shorts, ["d date", "p period", "n limit", "f format", "v verbose"])
  }

  func testTheLimitRunsFromOneToTen() {
    XCTAssertEqual(apply(ChartOptions.limit, "1").0.filters.itemsPerPage, 1)
    XCTAssertEqual(apply(ChartOptions.limit, "10").0.filters.itemsPerPage, 10)
    for value in ["0", "11", "-1", "3.5", "", " 3"] {
      XCTAssertNotNil(apply(ChartOptions.limit, value).1, value)
    }
  }

  func testNearMissesOfAChoiceAreSuggested() {
    XCTAssertEqual(
      apply(ChartOptions.nation, "koreen").1,
      InvalidValue(reason: "expected all, korean or foreign", suggestion: "korean"))
    XCTAssertEqual(apply(ChartOptions.films, "xyz").1?.suggestion, nil)
    XCTAssertEqual(apply(ChartOptions.period, "WEEKEND").0.chart, .weekend)
  }

  func testARegionIsANameInEnglishOrKoreanOrATenDigitCode() {
    for value in ["seoul", "Seoul", "서울", "서울시", "서울특별시", "0105001000"] {
      XCTAssertEqual(apply(ChartOptions.region, value).0.filters.regionCode, "0105001000", value)
    }
    XCTAssertEqual(apply(ChartOptions.region, "busan").0.filters.regionCode, "0105011000")
    XCTAssertEqual(
      apply(ChartOptions.region, "North Chungcheong").0.filters.regionCode, "0105004000")
    XCTAssertEqual(apply(ChartOptions.region, "seol").1?.suggestion, "seoul")
    for value in ["", "105001000", "0105099000", "０１０５００１０００", "mars"] {
      XCTAssertNotNil(apply(ChartOptions.region, value).1, value)
    }
  }

  func testTheDateIsADayOrADayRelativeToTodayInKorea() {
    let option = ChartOptions.date(weekly: true)
    XCTAssertEqual(apply(option, "20120101").0.date, day("20120101"))
    XCTAssertEqual(apply(option, "2025-03-01").0.date, today)
    XCTAssertEqual(apply(option, "2025-03-02").0.date, day("20250302"), "checked with --sample")
    XCTAssertEqual(apply(option, "today").0.date, today)
    XCTAssertEqual(apply(option, "Yesterday").0.date, day("20250228"))
    XCTAssertEqual(apply(option, "last-week").0.date, day("20250222"))
    XCTAssertEqual(apply(option, "-1").0.date, day("20250228"))
    XCTAssertEqual(apply(option, "-7").0.date, day("20250222"))
    XCTAssertEqual(apply(option, "-0").0.date, today)
    XCTAssertEqual(apply(option, "-365").0.date, day("20240301"))
    for value in ["tomorrow", "+1", "-", "-1d", "-123456", "last week"] {
      XCTAssertNotNil(apply(option, value).1, value)
    }
  }

  func testFieldsAreACommaSeparatedListInTheOrderGiven() {
    XCTAssertEqual(
      apply(ChartOptions.fields, "rank,title,audience").0.fields, [.rank, .title, .audience])
    XCTAssertEqual(
      apply(ChartOptions.fields, "REVENUESHARE, movieCode").0.fields, [.revenueShare, .movieCode])
    XCTAssertEqual(apply(ChartOptions.fields, "rank,titel").1?.suggestion, "title")
    XCTAssertEqual(apply(ChartOptions.fields, "rank,rank").1?.reason, "'rank' is listed twice")
    for value in ["", "rank,", ",rank", "rank,,title", "name"] {
      XCTAssertNotNil(apply(ChartOptions.fields, value).1, value)
    }
  }

  func testFlagsSetTheirSwitch() {
    XCTAssertTrue(apply(KOBISOptions.compact(), "").0.isCompact)
    XCTAssertTrue(apply(ChartOptions.bars, "").0.showsBars)
  }

  func testTheOptionsSharedWithEveryKOBISCommandComeLastAndStoreIntoItsKOBISOptions() {
    let names = ChartOptions.all(weekly: false).map(\.definition.name)
    XCTAssertEqual(
      names.suffix(8),
      ["color", "sample", "base-url", "timeout", "verbose", "cache-dir", "no-cache", "api-key"])
    let sample = ChartOptions.all(weekly: false).first { $0.definition.name == "sample" }!
    XCTAssertEqual(sample.definition.help, ChartOptions.sampleHelp)
    XCTAssertTrue(apply(sample, "").0.kobis.isSample)
  }
}
