import BoxOffice
import Foundation

/// A `weekly` or `daily` command line, parsed and validated: what to show and how.
struct ChartCommand: Equatable, Sendable {
  /// Which chart: the daily one, or a weekly one of some part of the week (`--period`).
  var chart: BoxOfficeChart.Kind
  /// The day asked for (`--date`), relative forms resolved; `nil` for the default, the last day
  /// of the latest period of the kind that has ended in Korea.
  var date: CalendarDate?
  /// What to ask KOBIS for (`--limit`, `--nation`, `--films`, `--region`). The limit is always
  /// sent, ``defaultLimit`` unless `--limit` says otherwise, so that the view model shows no more
  /// rows than the help promises even from a server that sends more.
  var filters = ChartFilters(itemsPerPage: defaultLimit)
  /// How to write the chart (`--format`).
  var format = OutputFormat.table
  /// The columns to write, in order (`--fields`); `nil` for every field in JSON and CSV and
  /// ``ChartField/tableDefault`` in the table.
  var fields: [ChartField]?
  /// Whether JSON is written on one line (`--compact`).
  var isCompact = false
  /// Whether the table draws each film's share as a bar (`--bars`).
  var showsBars = false
  /// The options shared by every command that asks KOBIS: the colors, the sample, the server,
  /// the timeout, the log, the cache and the key.
  var kobis = KOBISOptions()

  /// The most films shown without `--limit`: KOBIS's own default.
  static let defaultLimit = 10

  /// The subcommand's name: `weekly` or `daily`.
  var name: String {
    chart == .daily ? "daily" : "weekly"
  }

  /// The request for the day `date`, or for the default day when `--date` was not given.
  ///
  /// - Parameter today: Today in Korea.
  /// - Returns: The endpoint to ask.
  func endpoint(today: CalendarDate) -> BoxOfficeEndpoint {
    BoxOfficeEndpoint(
      kind: chart, date: date ?? ChartPeriod.latestEnded(chart, today: today).lastDay,
      filters: filters)
  }

  /// What is wrong with the command as a whole, or `nil`: a day after today (unless the sample,
  /// whose period is fixed, is shown), or `--compact` with a format other than JSON.
  ///
  /// - Parameter today: Today in Korea.
  /// - Returns: The sentence of the usage error.
  func problem(today: CalendarDate) -> String? {
    CalendarDateArgument.futureProblem(date, today: today, isSample: kobis.isSample)
      ?? compactProblem
  }

  /// The note that the sample ignores `--date` and `--region`, for those given.
  var notes: [String] {
    let ignored = [date.map { _ in "--date" }, filters.regionCode.map { _ in "--region" }]
      .compactMap { $0 }
    guard kobis.isSample, !ignored.isEmpty else { return [] }
    return [
      "Note: the sample data has a fixed period and no regions, so "
        + Suggestion.list(ignored, conjunction: "and") + (ignored.count == 1 ? " is" : " are")
        + " ignored."
    ]
  }
}
