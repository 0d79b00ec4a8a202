import BoxOffice
import XCTest

@testable import BoxOfficeCLI

/// The trend's bars in a terminal: scaled to the width, figures beside them, notes for the
/// periods without a bar, Korean titles two cells a syllable, and every line within the width.
final class TrendTableTests: XCTestCase {
  private let periods = TrendRange(kind: .weekly, last: day("20250223"), count: 4)
    .periods

  private func entry(rank: Int, audience: Int64, cumulative: Int64, isNew: Bool = false)
    -> BoxOfficeEntry
  {
    BoxOfficeEntry(
      rank: rank, rankChange: 0, isNew: isNew, movieCode: "20240811",
      title: "「달빛 아래」 감독판: 다시 만난 세계와 잃어버린 시간의 기록", openingDate: nil, revenue: 0,
      revenueShare: 0, revenueChange: 0, revenueChangeRate: 0, cumulativeRevenue: 0,
      audience: audience, audienceChange: 0, audienceChangeRate: isNew ? 100 : -37.94,
      cumulativeAudience: cumulative, screens: 0, showings: 0)
  }

  private var screen: TrendScreen {
    let rows = [
      TrendRow(period: periods[0], status: .outOfChart, fraction: 0),
      TrendRow(
        period: periods[1],
        status: .charted(entry(rank: 1, audience: 512_350, cumulative: 518_590, isNew: true)),
        fraction: 1),
      TrendRow(
        period: periods[2], status: .failed(.timedOut(seconds: 10, attempts: 3, elapsed: 31.5)),
        fraction: 0),
      TrendRow(
        period: periods[3],
        status: .charted(entry(rank: 3, audience: 128_088, cumulative: 1_160_040)), fraction: 0.25),
    ]
    return TrendScreen(
      film: TrendFilm(code: "20248803", title: "「달빛 아래」 감독판: 다시 만난 세계와 잃어버린 시간의 기록"),
      rows: rows, kind: .weekly, isSample: false)
  }

  private let failure = BoxOfficeError.timedOut(seconds: 10, attempts: 3, elapsed: 31.5)

  func testAWideTerminalGetsLongBarsWithEveryFigure() {
    let lines = TrendRenderer().table(screen, width: 100, palette: .plain)
      .split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(
      Array(lines.prefix(7)),
      [
        "「달빛 아래」 감독판: 다시 만난 세계와 잃어버린 시간의 기록 (20248803) · Weekly audience (Mon–Sun)",
        "2025-W05 – 2025-W08",
        "",
        "Week                                                        #  Audience  Change  Cumulative",
        "2025-W05  not in the chart",
        "2025-W06  " + String(repeating: "█", count: 48) + "  1   512,350     NEW     518,590",
        "2025-W07  "
          + TerminalCellWidth.truncate("failed: \(failure.description)", toCells: 90),
      ])
    XCTAssertEqual(
      lines[7],
      "2025-W08  " + String(repeating: "█", count: 12) + String(repeating: " ", count: 36)
        + "  3   128,088  -37.9%   1,160,040")
    for line in lines {
      XCTAssertLessThanOrEqual(TerminalCellWidth.of(line), 100, String(line))
    }
  }

  func testTheLongestBarIsCappedAndBarsKeepTheirProportions() {
    let lines = TrendRenderer().table(screen, width: 200, palette: .plain).split(separator: "\n")
    let bars = lines.map { $0.filter { BlockBar.eighths.contains($0) || $0 == BlockBar.full } }
      .filter { !$0.isEmpty }
    XCTAssertEqual(bars, [String(repeating: "█", count: 48), String(repeating: "█", count: 12)])
  }

  func testANarrowTerminalLeavesOutFiguresLastFirstAndKeepsTheAudience() {
    for width in 20...60 {
      let text = TrendRenderer().table(screen, width: width, palette: .plain)
      for line in text.split(separator: "\n") {
        XCTAssertLessThanOrEqual(TerminalCellWidth.of(line), width, "at \(width): \(line)")
      }
      XCTAssertFalse(text.contains("\u{FFFD}"), "at \(width)")
      XCTAssertTrue(text.contains("512,350"), "at \(width): the audience is always shown\n\(text)")
    }
    let narrow = TrendRenderer().table(screen, width: 40, palette: .plain).split(separator: "\n")
    XCTAssertEqual(narrow[4], "Week                 #  Audience  Change")
    XCTAssertEqual(narrow[6], "2025-W06  █████████  1   512,350     NEW")
    XCTAssertEqual(narrow[7], "2025-W07  failed: KOBIS did not answer…")
    let tiny = TrendRenderer().table(screen, width: 20, palette: .plain).split(separator: "\n")
    XCTAssertEqual(
      tiny.suffix(4),
      ["2025-W05 not in the…", "2025-W06 512,350", "2025-W07 failed: KO…", "2025-W08 128,088"])
  }

  func testColorsMarkNewEntriesFallsAndFailures() {
    let text = TrendRenderer().table(screen, width: 100, palette: Palette(isEnabled: true))
    XCTAssertTrue(text.contains("\u{1B}[1;33mNEW\u{1B}[0m"), text)
    XCTAssertTrue(text.contains("\u{1B}[31m-37.9%\u{1B}[0m"), text)
    XCTAssertTrue(text.contains("\u{1B}[31mfailed: KOBIS"), text)
    XCTAssertTrue(text.contains("\u{1B}[2mnot in the chart\u{1B}[0m"), text)
    let plain = text.replacing(#/\x1B\[[0-9;]*m/#, with: "")
    XCTAssertEqual(plain, TrendRenderer().table(screen, width: 100, palette: .plain))
  }

  func testFieldsChooseTheFiguresBesideTheBars() {
    let lines = TrendRenderer(fields: [.audience, .screens]).table(
      screen, width: 60, palette: .plain
    ).split(separator: "\n")
    XCTAssertEqual(lines[3], "Week                                       Audience  Screens")
    XCTAssertEqual(
      lines[5], "2025-W06  " + String(repeating: "█", count: 31) + "   512,350        0")
  }
}
