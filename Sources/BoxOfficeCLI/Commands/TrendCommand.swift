import BoxOffice

/// A `trend` command line, parsed and validated: which film, over which periods, and how to
/// show it.
///
/// It is made of the groups the chart commands use too, read by the same options: the charts'
/// filters (``ChartFilters``), the output (``FormattedCommand``) and the options of every command
/// that asks KOBIS (``KOBISOptions``).
struct TrendCommand: Equatable, Sendable, KOBISCommand, FormattedCommand {
  /// The movie code or title (the argument).
  var film = ""
  /// Whether the periods are days (`--daily`) rather than weeks.
  var isDaily = false
  /// How many weeks (`--weeks`); `nil` for ``TrendRange/defaultWeeks``.
  var weeks: Int?
  /// How many days with `--daily` (`--days`); `nil` for ``TrendRange/defaultDays``.
  var days: Int?
  /// A day of the last period (`--date`); `nil` for the latest ended period in Korea (or the
  /// last of the sample's history).
  var date: CalendarDate?
  /// The entry fields of each period in JSON and CSV, and the columns beside the bars
  /// (`--fields`); `nil` for every field, and rank, audience, change and cumulative audience in
  /// the table.
  var fields: [ChartField]?
  /// The part of the week (`--period`); `nil` when not given, for the whole week.
  var period: BoxOfficeChart.Kind?
  /// Which films' charts (`--nation`, `--films`, `--region`), ten films each.
  var filters = ChartFilters(itemsPerPage: ChartCommand.defaultLimit)
  /// How to write the trend (`--format`).
  var format = OutputFormat.table
  /// Whether JSON is written on one line (`--compact`).
  var isCompact = false
  /// The options shared by every command that asks KOBIS.
  var kobis = KOBISOptions()

  /// The periods to load and the filters of their charts.
  ///
  /// - Parameter today: Today in Korea.
  /// - Returns: The range.
  func range(today: CalendarDate) -> TrendRange {
    let kind = isDaily ? .daily : period ?? .weekly
    let last =
      date
      ?? (kobis.isSample
        ? SampleCharts.historyLastDay : ChartPeriod.latestEnded(kind, today: today).lastDay)
    return TrendRange(
      kind: kind, last: last,
      count: isDaily
        ? days ?? TrendRange.defaultDays : weeks ?? TrendRange.defaultWeeks,
      filters: filters)
  }

  /// What is wrong with the command as a whole, or `nil`: options of days and of weeks mixed, a
  /// day after today (unless the sample is shown), or `--compact` without JSON.
  ///
  /// - Parameter today: Today in Korea.
  /// - Returns: The sentence of the usage error.
  func problem(today: CalendarDate) -> String? {
    if isDaily, weeks != nil || period != nil {
      return "--daily counts days: use --days, not " + (weeks != nil ? "--weeks." : "--period.")
    }
    if !isDaily, days != nil {
      return "--days applies only with --daily; weeks are counted with --weeks."
    }
    return CalendarDateArgument.futureProblem(date, today: today, isSample: kobis.isSample)
      ?? compactProblem
  }

  /// The note that the sample ignores `--region`, if it was given.
  var notes: [String] {
    kobis.isSample && filters.regionCode != nil
      ? ["Note: the sample data covers the whole country, so --region is ignored."] : []
  }
}
