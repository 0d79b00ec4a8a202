import BoxOffice
import Foundation
import XCTest

@testable import BoxOfficeCLI

/// The default day: the latest period that has ended in Korea.
final class DefaultDateTests: CLITestCase {
  func testTheDailyDefaultIsYesterday() {
    XCTAssertEqual(ChartPeriod.latestEnded(.daily, today: day("20250301")).lastDay, day("20250228"))
    XCTAssertEqual(ChartPeriod.latestEnded(.daily, today: day("20250101")).lastDay, day("20241231"))
  }

  func testTheWeekAndWeekendEndOnTheLatestSundayBeforeToday() {
    // 2025-02-24 is a Monday: last week ended yesterday.
    let days = (0..<7).map { day("20250224").advanced(by: $0) }
    for today in days {
      for kind in [BoxOfficeChart.Kind.weekly, .weekend] {
        XCTAssertEqual(
          ChartPeriod.latestEnded(kind, today: today).lastDay, day("20250223"),
          "\(today)")
      }
    }
    XCTAssertEqual(
      ChartPeriod.latestEnded(.weekly, today: day("20250302")).lastDay, day("20250223"))
    XCTAssertEqual(
      ChartPeriod.latestEnded(.weekly, today: day("20250303")).lastDay, day("20250302"))
  }

  func testTheWeekdaysEndOnTheLatestThursdayBeforeToday() {
    XCTAssertEqual(
      ChartPeriod.latestEnded(.weekdays, today: day("20250227")).lastDay, day("20250220"))  // Thu
    XCTAssertEqual(
      ChartPeriod.latestEnded(.weekdays, today: day("20250228")).lastDay, day("20250227"))  // Fri
    XCTAssertEqual(
      ChartPeriod.latestEnded(.weekdays, today: day("20250302")).lastDay, day("20250227"))  // Sun
    XCTAssertEqual(
      ChartPeriod.latestEnded(.weekdays, today: day("20250303")).lastDay, day("20250227"))  // Mon
  }

  func testTodayIsKoreasWhateverTheMachinesZone() {
    // 2025-03-02 20:00 in London is 2025-03-03 05:00 in Seoul: a Monday, last week has ended.
    let sundayEveningInLondon = Date(timeIntervalSince1970: 1_740_945_600)
    let recording = RecordingClient(
      answering: SampleCharts.chart(for: BoxOfficeEndpoint(kind: .weekly, date: day("20250209"))))
    let run = runTool(
      ["weekly", "--limit", "1"],
      client: recording.client, now: sundayEveningInLondon)
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(
      recording.endpoints,
      [
        BoxOfficeEndpoint(
          kind: .weekly, date: day("20250302"), filters: ChartFilters(itemsPerPage: 1))
      ])
  }

  func testTheCommandAsksForTheDefaultDay() {
    let recording = RecordingClient(
      answering: SampleCharts.chart(for: BoxOfficeEndpoint(kind: .daily, date: day("20250205"))))
    _ = runTool(["daily"], client: recording.client)
    _ = runTool(["weekly", "--period", "weekdays"], client: recording.client)
    XCTAssertEqual(
      recording.endpoints,
      [
        BoxOfficeEndpoint(
          kind: .daily, date: day("20250228"), filters: ChartFilters(itemsPerPage: 10)),
        BoxOfficeEndpoint(
          kind: .weekdays, date: day("20250227"), filters: ChartFilters(itemsPerPage: 10)),
      ])
  }
}
