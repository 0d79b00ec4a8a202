import BoxOffice
import Foundation
import XCTest

@testable import BoxOfficeCLI

/// The presentation of one entry: what the view model's cell data will carry.
final class ChartCellTests: XCTestCase {
  private func entry(rankChange: Int = 0, isNew: Bool = false) -> BoxOfficeEntry {
    SampleCharts.chart(for: .daily(DailyQuery(date: day("20250205")))).entries[1]
      .with {
        $0.rankChange = rankChange
        $0.isNew = isNew
      }
  }

  func testRankChangesReadAsArrowsADashOrNEW() {
    XCTAssertEqual(ChartCell(entry: entry(rankChange: 2)).rankChange, .up(2))
    XCTAssertEqual(ChartCell(entry: entry(rankChange: -1)).rankChange, .down(1))
    XCTAssertEqual(ChartCell(entry: entry(rankChange: 0)).rankChange, .same)
    XCTAssertEqual(ChartCell(entry: entry(rankChange: 0, isNew: true)).rankChange, .new)
    XCTAssertEqual(
      [.up(2), .down(11), .same, .new].map { (change: ChartCell.RankChange) in change.text },
      ["▲2", "▼11", "–", "NEW"])
    XCTAssertTrue(ChartCell(entry: entry(isNew: true)).isNew)
    XCTAssertFalse(ChartCell(entry: entry()).isNew)
  }

  func testCountsHaveThousandsSeparators() {
    XCTAssertEqual(
      [0, 7, 999, 1_000, 64_050, 1_234_567, -9_564, 9_007_199_254_740_993, Int64.min].map(
        ChartCell.thousands),
      [
        "0", "7", "999", "1,000", "64,050", "1,234,567", "-9,564", "9,007,199,254,740,993",
        "-9,223,372,036,854,775,808",
      ])
  }

  func testSharesHaveOneDecimalRoundedHalfUp() {
    XCTAssertEqual(
      ["34.2", "34.0", "0", "0.05", "0.04", "99.95", "100", "-0.0", "-2.25"].map {
        ChartCell.percent(Decimal(string: $0)!)
      },
      ["34.2%", "34.0%", "0.0%", "0.1%", "0.0%", "100.0%", "100.0%", "0.0%", "-2.3%"])
  }

  func testTheCellCarriesTheEntryFormatted() {
    let cell = ChartCell(entry: entry())
    XCTAssertEqual(
      [
        cell.rank, cell.title, cell.openingDate, cell.audience, cell.cumulativeAudience, cell.share,
      ],
      ["2", "바람의 검객", "2025-01-22", "41,870", "2,127,062", "17.8%"])
    XCTAssertEqual(cell.entry, entry())
  }

  func testABlankOpeningDateIsEmpty() {
    let cell = ChartCell(entry: entry().with { $0.openingDate = nil })
    XCTAssertEqual(cell.openingDate, "")
  }
}

extension BoxOfficeEntry {
  /// A copy changed by `change`.
  func with(_ change: (inout BoxOfficeEntry) -> Void) -> BoxOfficeEntry {
    var copy = self
    change(&copy)
    return copy
  }
}
