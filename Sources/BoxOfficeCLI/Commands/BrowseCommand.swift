import BoxOffice
import Foundation

/// A `browse` command line, parsed and validated: where the browser starts and how it asks KOBIS.
struct BrowseCommand: Equatable, Sendable, KOBISCommand {
  /// The kind of chart shown first (`--period day|week|weekend|weekdays`).
  var kind = BoxOfficeChart.Kind.weekly
  /// A day of the period shown first (`--date`); `nil` for the latest that has ended in Korea.
  var date: CalendarDate?
  /// Which films the charts count (`--nation`, `--films`, `--region`); always ten of them.
  var filters = ChartFilters(itemsPerPage: 10)
  /// The options shared by every command that asks KOBIS: the colors, the sample, the server,
  /// the timeout, the log, the cache and the key.
  var kobis = KOBISOptions()

  /// What `browse` says when standard input or output is not a terminal.
  static let notATerminalMessage =
    "browse is interactive: it needs a terminal on standard input and standard output. For a chart "
    + "in a script or a pipe, use 'boxoffice-cli weekly' or 'boxoffice-cli daily'."

  /// What the list says for a period outside the sample.
  static let sampleEmptyNote =
    "The sample has figures for ISO weeks 2025-W01 to 2025-W10 only "
    + "(\(SampleCharts.historyFirstDay) – \(SampleCharts.historyLastDay))."

  /// Why the command cannot run as it is, or `nil`: a day later than today in Korea (which
  /// `--sample` ignores).
  func problem(today: CalendarDate) -> String? {
    CalendarDateArgument.futureProblem(date, today: today, isSample: kobis.isSample)
  }

  /// The period the browser starts at.
  ///
  /// - Parameter today: Today in Korea (the sample's own day with `--sample`).
  /// - Returns: The period of ``date``, or the latest ended one of ``kind``.
  func start(today: CalendarDate) -> ChartPeriod {
    guard let date, !kobis.isSample else { return .latestEnded(kind, today: today) }
    let period = ChartPeriod(kind: kind, containing: date)
    return period.hasEnded(today: today) ? period : .latestEnded(kind, today: today)
  }
}
