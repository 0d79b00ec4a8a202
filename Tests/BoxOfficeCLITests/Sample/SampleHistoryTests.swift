import BoxOffice
import Foundation
import Reactive
import ReactiveTest
import XCTest

@testable import BoxOfficeCLI

/// The sample's history around its model week: charts for every day and week of 2025-W01 to
/// 2025-W10 that agree with each other, films that enter and leave, and nothing outside.
final class SampleHistoryTests: CLITestCase {
  private let weeks = (1...10).map { ISOWeek(year: 2025, week: $0)! }

  private func weekly(_ week: ISOWeek, _ part: BoxOfficeChart.Kind = .weekly) -> BoxOfficeChart {
    SampleCharts.historicalChart(for: BoxOfficeEndpoint(kind: part, date: week.monday))
  }

  func testTheModelWeekIsTheFixedSampleWeek() {
    for part in [BoxOfficeChart.Kind.weekly, .weekend, .weekdays] {
      let endpoint = BoxOfficeEndpoint(kind: part, date: day("20250205"))
      XCTAssertEqual(
        SampleCharts.historicalChart(for: endpoint), SampleCharts.chart(for: endpoint))
    }
    XCTAssertEqual(
      SampleCharts.historicalChart(for: BoxOfficeEndpoint(kind: .daily, date: day("20250205"))),
      SampleCharts.chart(for: BoxOfficeEndpoint(kind: .daily, date: day("20250101"))))
  }

  func testEveryWeekHasACompleteRankedChartAndNothingOutsideHasFigures() {
    for week in weeks {
      let chart = weekly(week)
      XCTAssertEqual(chart.isoWeek, week)
      XCTAssertGreaterThanOrEqual(chart.entries.count, 5, "\(week)")
      XCTAssertEqual(chart.entries.map(\.rank), Array(1...chart.entries.count), "\(week)")
      for (higher, lower) in zip(chart.entries, chart.entries.dropFirst()) {
        XCTAssertGreaterThanOrEqual(higher.audience, lower.audience, "\(week)")
      }
    }
    XCTAssertEqual(weekly(ISOWeek(year: 2024, week: 52)!).entries, [])
    XCTAssertEqual(weekly(ISOWeek(year: 2025, week: 11)!).entries, [])
  }

  func testFilmsEnterAndLeaveTheChart() {
    let codes = weeks.map { Set(weekly($0).entries.map(\.movieCode)) }
    let entered = zip(codes, codes.dropFirst()).map { $1.subtracting($0).count }
    let left = zip(codes, codes.dropFirst()).map { $0.subtracting($1).count }
    XCTAssertGreaterThan(entered.reduce(0, +), 8, "\(entered)")
    XCTAssertGreaterThan(left.reduce(0, +), 4, "\(left)")
    XCTAssertTrue(codes[0].contains("20243987"), "a December film in the first week")
    XCTAssertFalse(codes[4].contains("20243987"), "gone by the week before the model week")
    XCTAssertTrue(codes[9].contains("20250418"), "a film that opens after the model week")
  }

  func testEachPeriodAddsItsAudienceToTheCumulativeAndCountsAgainstThePreviousOne() {
    var cumulative: [String: Int64] = [:]
    var previous: [String: Int64] = [:]
    let days = (0..<70).map { day("20241230").advanced(by: $0) }
    for date in days {
      let chart = SampleCharts.historicalChart(for: BoxOfficeEndpoint(kind: .daily, date: date))
      for entry in chart.entries {
        if let before = cumulative[entry.movieCode], date != days[0] {
          XCTAssertEqual(
            entry.cumulativeAudience, before + entry.audience, "\(date) \(entry.title)")
        }
        if let last = previous[entry.movieCode] {
          XCTAssertEqual(entry.audienceChange, entry.audience - last, "\(date) \(entry.title)")
          XCTAssertFalse(entry.isNew, "\(date) \(entry.title)")
        }
      }
      // Films charted that day; one out of the top ten still sells, so it is forgotten.
      cumulative = Dictionary(
        uniqueKeysWithValues: chart.entries.map { ($0.movieCode, $0.cumulativeAudience) })
      previous = Dictionary(uniqueKeysWithValues: chart.entries.map { ($0.movieCode, $0.audience) })
    }
  }

  func testTheWeekAddsUpItsDaysAndTheWeekendAndWeekdaysFitInIt() {
    for week in weeks {
      let whole = weekly(week)
      let daily = (0...6).map {
        SampleCharts.historicalChart(
          for: BoxOfficeEndpoint(kind: .daily, date: week.monday.advanced(by: $0)))
      }
      for entry in whole.entries {
        let days = daily.compactMap { $0.entries.first { $0.movieCode == entry.movieCode } }
        if days.count == 7 {
          XCTAssertEqual(
            days.map(\.audience).reduce(0, +), entry.audience, "\(week) \(entry.title)")
        }
        XCTAssertEqual(
          days.last.map(\.cumulativeAudience) ?? entry.cumulativeAudience,
          entry.cumulativeAudience, "\(week) \(entry.title)")
      }
      let weekend = weekly(week, .weekend).entries.reduce(0) { $0 + $1.audience }
      XCTAssertLessThan(weekend, whole.entries.reduce(0) { $0 + $1.audience }, "\(week)")
    }
  }

  func testTheHistoryClientAnswersByDayAndTheFixedClientDoesNot() throws {
    let query = BoxOfficeEndpoint(kind: .weekly, date: day("20250302"))
    let history = try SampleCharts.history.chart(query, .useCache).asObservable().toBlocking()
      .single()
    XCTAssertEqual(history.isoWeek, ISOWeek(year: 2025, week: 9))
    let fixed = try SampleCharts.client.chart(query, .useCache).asObservable().toBlocking().single()
    XCTAssertEqual(fixed.isoWeek, ISOWeek(year: 2025, week: 6))
  }
}
