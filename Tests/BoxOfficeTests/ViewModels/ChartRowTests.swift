import BoxOffice
import BoxOfficeTestSupport
import Foundation
import XCTest

final class ChartRowTests: XCTestCase {
  private func entry(
    rank: Int = 3, rankChange: Int = 0, isNew: Bool = false, title: String = "모아나 2",
    openingDate: CalendarDate? = day("20241127"), audience: Int64 = 121_044,
    cumulativeAudience: Int64 = 3_233_012, share: Decimal = Decimal(string: "10.8")!
  ) -> BoxOfficeEntry {
    BoxOfficeEntry(
      rank: rank, rankChange: rankChange, isNew: isNew, movieCode: "20241234", title: title,
      openingDate: openingDate, revenue: 1_200_000_000, revenueShare: share,
      revenueChange: -5, revenueChangeRate: Decimal(string: "-0.1")!, cumulativeRevenue: 9,
      audience: audience, audienceChange: -7, audienceChangeRate: 0,
      cumulativeAudience: cumulativeAudience, screens: 900, showings: 4000)
  }

  func testACellCarriesEveryValueFormatted() {
    let entry = entry(rankChange: -2)
    let cell = ChartRow(entry: entry)
    XCTAssertEqual(cell.entry, entry)
    XCTAssertEqual(cell.rank, 3)
    XCTAssertEqual(cell.rankChange, .down(2))
    XCTAssertEqual(cell.rankChangeText, "▼2")
    XCTAssertEqual(cell.title, "모아나 2")
    XCTAssertEqual(cell.openingDateText, "2024-11-27")
    XCTAssertEqual(cell.audienceText, "121,044")
    XCTAssertEqual(cell.cumulativeAudienceText, "3,233,012")
    XCTAssertEqual(cell.shareText, "10.8%")
    XCTAssertFalse(cell.isNew)
  }

  func testABlankOpeningDateHasNoText() {
    XCTAssertNil(ChartRow(entry: entry(openingDate: nil)).openingDateText)
  }

  func testRankChangesAndTheirBadges() {
    let cases: [(Int, Bool, ChartRow.RankChange, String)] = [
      (2, false, .up(2), "▲2"),
      (11, false, .up(11), "▲11"),
      (-1, false, .down(1), "▼1"),
      (0, false, .same, "–"),
      (0, true, .new, "NEW"),
      (5, true, .new, "NEW"),
      (Int.min, false, .down(Int.max), "▼\(Int.max)"),
    ]
    for (change, isNew, expected, text) in cases {
      let cell = ChartRow(entry: entry(rankChange: change, isNew: isNew))
      XCTAssertEqual(cell.rankChange, expected, "\(change) \(isNew)")
      XCTAssertEqual(cell.rankChangeText, text, "\(change) \(isNew)")
      XCTAssertEqual(cell.rankChange.text, text)
      XCTAssertEqual(cell.isNew, isNew)
    }
  }

  func testThousandsAreGroupedByCommas() {
    let cases: [(Int64, String)] = [
      (0, "0"), (7, "7"), (999, "999"), (1000, "1,000"), (64_050, "64,050"),
      (1_007_683, "1,007,683"), (9_007_199_254_740_993, "9,007,199,254,740,993"),
      (Int64.max, "9,223,372,036,854,775,807"), (-1000, "-1,000"), (-999, "-999"),
      (Int64.min, "-9,223,372,036,854,775,808"),
    ]
    for (value, text) in cases {
      XCTAssertEqual(ChartRow.groupingThousands(value), text)
    }
  }

  func testSharesHaveOneDecimalRoundedHalfUp() {
    let cases: [(String, String)] = [
      ("34", "34.0%"), ("34.2", "34.2%"), ("12.35", "12.4%"), ("12.34", "12.3%"),
      ("0", "0.0%"), ("-0.0", "0.0%"), ("100", "100.0%"), ("0.05", "0.1%"), ("0.04", "0.0%"),
      ("99.95", "100.0%"), ("-1.25", "-1.3%"), ("34194.3", "34194.3%"),
    ]
    for (value, text) in cases {
      XCTAssertEqual(
        ChartRow.percentWithOneDecimal(Decimal(string: value)!), text, value)
    }
  }

  func testTheSameEntryMakesEqualCells() {
    XCTAssertEqual(ChartRow(entry: entry()), ChartRow(entry: entry()))
    XCTAssertNotEqual(
      ChartRow(entry: entry()), ChartRow(entry: entry(audience: 1)))
  }
}
