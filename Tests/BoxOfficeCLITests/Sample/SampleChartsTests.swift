import BoxOffice
import Foundation
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
    let chart = SampleCharts.chart(for: BoxOfficeEndpoint(kind: .weekly, date: day("20250209")))
    XCTAssertEqual(chart.entries.map(\.rank), Array(1...10))
    XCTAssertEqual(chart.entries.filter(\.isNew).count, 4)
    XCTAssertTrue(chart.entries.contains { $0.openingDate == nil })
    XCTAssertTrue(chart.entries.contains { $0.title.count > 30 })
    XCTAssertEqual(
      Set(chart.entries.map { ChartRow.RankChange($0).text.prefix(1) }),
      ["N", "▲", "▼", "–"])
  }

  /// Every chart the sample can make: each kind, with each choice of nation and of films.
  private var everyChart: [(String, BoxOfficeChart)] {
    var charts: [(String, BoxOfficeChart)] = []
    for nation in ChartFilters.Nation.allCases {
      for films in ChartFilters.Films.allCases {
        let filters = ChartFilters(films: films, nation: nation)
        let endpoints: [BoxOfficeEndpoint] =
          [BoxOfficeEndpoint(kind: .daily, date: day("20250205"), filters: filters)]
          + [BoxOfficeChart.Kind.weekly, .weekend, .weekdays].map {
            BoxOfficeEndpoint(kind: $0, date: day("20250209"), filters: filters)
          }
        for endpoint in endpoints {
          let chart = SampleCharts.chart(for: endpoint)
          charts.append(("\(chart.kind) \(nation) \(films)", chart))
        }
      }
    }
    return charts
  }

  func testEveryChartIsRankedByAudienceWithSharesFallingAndNoTwoAlike() {
    for (name, chart) in everyChart {
      let entries = chart.entries
      XCTAssertEqual(entries.map(\.rank), Array(0..<entries.count).map { $0 + 1 }, name)
      for (higher, lower) in zip(entries, entries.dropFirst()) {
        XCTAssertGreaterThan(higher.audience, lower.audience, "\(name): \(lower.title)")
        XCTAssertGreaterThan(higher.revenueShare, lower.revenueShare, "\(name): \(lower.title)")
      }
      let total = entries.reduce(Decimal(0)) { $0 + $1.revenueShare }
      XCTAssertLessThanOrEqual(total, 96.5, "\(name): other films take about 4%")
    }
  }

  func testEveryEntryAgreesWithItself() {
    for (name, chart) in everyChart {
      for entry in chart.entries {
        let label = "\(name): \(entry.title)"
        XCTAssertGreaterThanOrEqual(entry.cumulativeAudience, entry.audience, label)
        XCTAssertGreaterThanOrEqual(entry.cumulativeRevenue, entry.revenue, label)
        XCTAssertLessThanOrEqual(entry.openingDate ?? chart.lastDay, chart.lastDay, label)
        XCTAssertGreaterThan(entry.showings, entry.screens / 2, label)
        // One price per film: revenue and its change move with admissions.
        XCTAssertEqual(
          entry.revenueChange * entry.audience, entry.audienceChange * entry.revenue, label)
        XCTAssertEqual(entry.revenueChangeRate, entry.audienceChangeRate, label)
        if entry.isNew {
          XCTAssertEqual(entry.rankChange, 0, label)
          XCTAssertEqual(entry.audienceChange, entry.audience, label)
          XCTAssertEqual(entry.audienceChangeRate, 100, label)
        } else {
          let previous = entry.audience - entry.audienceChange
          XCTAssertGreaterThan(previous, 0, label)
          let rate = Double(entry.audienceChange) * 100 / Double(previous)
          XCTAssertEqual(
            NSDecimalNumber(decimal: entry.audienceChangeRate).doubleValue, rate, accuracy: 0.05,
            label)
        }
      }
    }
  }

  func testNewFilmsHaveOnlyThePeriodsAdmissionsUnlessTheyHadPreviews() {
    let previews: Set = ["한강의 밤", "「달빛 아래」 감독판: 다시 만난 세계와 잃어버린 시간의 기록"]
    for (name, chart) in everyChart where chart.kind != .weekend {
      for entry in chart.entries where entry.isNew {
        XCTAssertEqual(
          entry.cumulativeAudience != entry.audience, previews.contains(entry.title),
          "\(name): \(entry.title)")
      }
    }
    // The weekend chart counts what a film opened on Wednesday sold before Friday.
    let weekend = SampleCharts.chart(
      for: BoxOfficeEndpoint(kind: .weekend, date: day("20250209")))
    let cat = weekend.entries.first { $0.title == "우리 동네 고양이 탐정" }!
    XCTAssertEqual(cat.cumulativeAudience - cat.audience, 30_115 + 24_100)
  }

  func testRankChangesCompareWithThePreviousPeriodRankedTheSameWay() {
    let daily = SampleCharts.chart(for: BoxOfficeEndpoint(kind: .daily, date: day("20250205")))
    XCTAssertEqual(
      daily.entries.map { ChartRow.RankChange($0).text },
      ["NEW", "▼1", "NEW", "▼2", "▼2", "▼2", "▼2", "NEW", "▼3", "▼3"])
    let weekly = SampleCharts.chart(for: BoxOfficeEndpoint(kind: .weekly, date: day("20250209")))
    XCTAssertEqual(
      weekly.entries.map { ChartRow.RankChange($0).text },
      ["NEW", "▼1", "NEW", "▼2", "▼2", "▲1", "▼2", "NEW", "–", "NEW"])
    let korean = SampleCharts.chart(
      for: BoxOfficeEndpoint(
        kind: .weekly, date: day("20250209"),
        filters: ChartFilters(itemsPerPage: 4, nation: .korean))
    )
    XCTAssertEqual(
      korean.entries.map { "\($0.title) \(ChartRow.RankChange($0).text)" },
      ["한강의 밤 NEW", "바람의 검객 ▼1", "우리 동네 고양이 탐정 NEW", "겨울 산장의 손님 ▼2"])
  }

  func testEveryKindHasItsPeriodInISOWeek2025W06() {
    let week = ISOWeek(year: 2025, week: 6)
    let charts = [
      SampleCharts.chart(for: BoxOfficeEndpoint(kind: .daily, date: day("20250301"))),
      SampleCharts.chart(for: BoxOfficeEndpoint(kind: .weekly, date: day("20250301"))),
      SampleCharts.chart(for: BoxOfficeEndpoint(kind: .weekend, date: day("20250301"))),
      SampleCharts.chart(for: BoxOfficeEndpoint(kind: .weekdays, date: day("20250301"))),
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
      for: BoxOfficeEndpoint(
        kind: .weekly, date: day("20250209"),
        filters: ChartFilters(itemsPerPage: 3, nation: .foreign)))
    XCTAssertEqual(
      foreign.entries.map(\.title), ["스카이 하이: 라스트 미션", "한밤의 드라이버", "마법 소녀 하루: 별의 노래"])
    XCTAssertEqual(foreign.entries.map(\.rank), [1, 2, 3])
    let diversity = SampleCharts.chart(
      for: BoxOfficeEndpoint(
        kind: .daily, date: day("20250205"), filters: ChartFilters(films: .diversity)))
    XCTAssertEqual(
      diversity.entries.map(\.title),
      ["작은 서점의 기적", "「달빛 아래」 감독판: 다시 만난 세계와 잃어버린 시간의 기록", "여름의 끝에서"])
    let commercial = SampleCharts.chart(
      for: BoxOfficeEndpoint(
        kind: .daily, date: day("20250205"), filters: ChartFilters(films: .commercial)))
    XCTAssertFalse(commercial.entries.contains { $0.title == "작은 서점의 기적" })
  }

  func testTheClientAnswersAtOnceWithOneChart() {
    let endpoint = BoxOfficeEndpoint(kind: .daily, date: day("20250205"))
    var events: [Event<BoxOfficeChart>] = []
    SampleCharts.client.chart(endpoint, .useCache).asObservable().subscribe { events.append($0) }
      .dispose()
    XCTAssertEqual(events, [.next(SampleCharts.chart(for: endpoint)), .completed])
  }
}
