import BoxOffice
import Reactive
import XCTest

@testable import BoxOfficeCLI

/// The built-in sample: believable, labelled, and there without a key or a network.
final class SampleChartsTests: CLITestCase {
  func testEverySampleViewMatchesItsGoldenFile() {
    let cases: [(String, [String])] = [
      ("weekly", ["weekly"]), ("weekend", ["weekly", "--period", "weekend"]),
      ("weekdays", ["weekly", "--period", "weekdays"]), ("daily", ["daily"]),
    ]
    for (name, arguments) in cases {
      let table = runTool(arguments + ["--sample"], environment: [:])
      XCTAssertEqual([table.stderr, "\(table.status)"], ["", "0"], name)
      Golden.assertMatches(table.stdout, "sample/\(name).table.txt")
      let json = runTool(arguments + ["--sample", "--format", "json"], environment: [:])
      Golden.assertMatches(json.stdout, "sample/\(name).json")
    }
  }

  func testTheSampleNeedsNoKeyAndIsLabelled() {
    let run = runTool(["weekly", "--sample"], environment: [:])
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(
      run.stdout.split(separator: "\n").prefix(2),
      [
        "Weekly box office (Mon–Sun) · 2025-02-03 – 2025-02-09 · ISO week 2025-W06",
        "Sample data: invented films and figures, not from KOBIS.",
      ])
    XCTAssertTrue(
      runTool(["daily", "--sample", "--format", "json"], environment: [:]).stdout.contains(
        "\"sample\": true,"))
  }

  func testTheWeeklySampleHasWhatTheTableMustShow() {
    let chart = SampleCharts.chart(for: .weekly(WeeklyQuery(date: day("20250209"))))
    XCTAssertEqual(chart.entries.map(\.rank), Array(1...10))
    XCTAssertEqual(chart.entries.filter(\.isNew).count, 4)
    XCTAssertTrue(chart.entries.contains { $0.openingDate == nil })
    XCTAssertTrue(chart.entries.contains { $0.title.count > 30 })
    XCTAssertEqual(
      Set(chart.entries.map { BoxOfficeCellData.RankChange($0).text.prefix(1) }),
      ["N", "▲", "▼", "–"])
    XCTAssertEqual(
      chart.entries.map(\.audience), chart.entries.map(\.audience).sorted(by: >),
      "ranked by admissions")
    for entry in chart.entries {
      XCTAssertGreaterThanOrEqual(entry.cumulativeAudience, entry.audience, entry.title)
      if entry.isNew { XCTAssertEqual(entry.rankChange, 0, "a new entry has no rank change") }
    }
  }

  func testEveryKindHasItsPeriodInISOWeek2025W06() {
    let week = ISOWeek(year: 2025, week: 6)
    let charts = [
      SampleCharts.chart(for: .daily(DailyQuery(date: day("20250301")))),
      SampleCharts.chart(for: .weekly(WeeklyQuery(date: day("20250301")))),
      SampleCharts.chart(for: .weekly(WeeklyQuery(date: day("20250301"), period: .weekend))),
      SampleCharts.chart(for: .weekly(WeeklyQuery(date: day("20250301"), period: .weekdays))),
    ]
    XCTAssertEqual(
      charts.map { "\($0.kind) \($0.firstDay) \($0.lastDay) \($0.isoWeek.map { "\($0)" } ?? "-")" },
      [
        "daily 2025-02-05 2025-02-05 -", "weekly 2025-02-03 2025-02-09 2025-W06",
        "weekend 2025-02-07 2025-02-09 2025-W06", "weekdays 2025-02-03 2025-02-06 2025-W06",
      ])
    XCTAssertEqual(charts[1].isoWeek, week)
    XCTAssertFalse(charts[3].entries.contains { $0.openingDate == nil }, "no preview on weekdays")
  }

  func testFiltersChooseFilmsAndRankThemAgain() {
    let foreign = SampleCharts.chart(
      for: .weekly(
        WeeklyQuery(date: day("20250209"), filters: ChartFilters(itemsPerPage: 3, nation: .foreign))
      ))
    XCTAssertEqual(foreign.entries.map(\.title), ["스카이 하이: 라스트 미션", "한밤의 드라이버", "마법 소녀 하루: 별의 노래"])
    XCTAssertEqual(foreign.entries.map(\.rank), [1, 2, 3])
    let diversity = SampleCharts.chart(
      for: .daily(DailyQuery(date: day("20250205"), filters: ChartFilters(films: .diversity))))
    XCTAssertEqual(
      diversity.entries.map(\.title),
      ["「달빛 아래」 감독판: 다시 만난 세계와 잃어버린 시간의 기록", "작은 서점의 기적", "여름의 끝에서"])
    let commercial = SampleCharts.chart(
      for: .daily(DailyQuery(date: day("20250205"), filters: ChartFilters(films: .commercial))))
    XCTAssertFalse(commercial.entries.contains { $0.title == "작은 서점의 기적" })
  }

  func testTheClientAnswersAtOnceWithOneChart() {
    let endpoint = BoxOfficeEndpoint.daily(DailyQuery(date: day("20250205")))
    var events: [Event<BoxOfficeChart>] = []
    SampleCharts.client.chart(endpoint, .useCache).asObservable().subscribe { events.append($0) }
      .dispose()
    XCTAssertEqual(events, [.next(SampleCharts.chart(for: endpoint)), .completed])
  }
}
