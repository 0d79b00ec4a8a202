import BoxOffice

/// A `trend` command line, parsed and validated: which film, over which periods, and how to
/// show it.
///
/// The settings it shares with `weekly` and `daily` — the filters, the format, and the options of
/// every command that asks KOBIS (``KOBISOptions``: the colors, the sample, the server, the
/// timeout, the log, the cache and the key) — are kept in a ``ChartCommand`` (``request``), so
/// that the same options read them the same way.
struct TrendCommand: Equatable, Sendable {
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
  /// The settings shared with the chart commands; its date and fields are unused. Its chart is
  /// daily until `--period` makes it weekly, so that a period given with `--daily` is told.
  var request = ChartCommand(chart: .daily)

  /// Whether to show the built-in sample history instead of asking KOBIS (`--sample`).
  var isSample: Bool {
    request.kobis.isSample
  }

  /// The part of the week (`--period`), the whole week when not given.
  var period: WeekPeriod {
    if case .weekly(let part) = request.chart { return part }
    return .week
  }

  /// Whether `--period` was given.
  var isPeriodGiven: Bool {
    request.chart != .daily
  }

  /// The periods to load and the filters of their charts.
  ///
  /// - Parameter today: Today in Korea.
  /// - Returns: The range.
  func range(today: CalendarDate) -> TrendRange {
    let granularity: TrendRange.Granularity = isDaily ? .daily : .weekly(period)
    let last: CalendarDate
    if let date {
      last = date
    } else if isSample {
      last = SampleCharts.historyLastDay
    } else if case .weekly(let part) = granularity {
      last = DefaultDate.weekly(part, today: today)
    } else {
      last = DefaultDate.daily(today: today)
    }
    return TrendRange(
      granularity: granularity, last: last,
      count: isDaily
        ? days ?? TrendRange.defaultDays : weeks ?? TrendRange.defaultWeeks,
      filters: request.filters)
  }

  /// What is wrong with the command as a whole, or `nil`: options of days and of weeks mixed, a
  /// day after today (unless the sample is shown), or `--compact` without JSON.
  ///
  /// - Parameter today: Today in Korea.
  /// - Returns: The sentence of the usage error.
  func problem(today: CalendarDate) -> String? {
    if isDaily, weeks != nil || isPeriodGiven {
      return "--daily counts days: use --days, not " + (weeks != nil ? "--weeks." : "--period.")
    }
    if !isDaily, days != nil {
      return "--days applies only with --daily; weeks are counted with --weeks."
    }
    var last = request
    last.date = date
    return last.problem(today: today)
  }

  /// The note that the sample ignores `--region`, if it was given.
  var notes: [String] {
    isSample && request.filters.regionCode != nil
      ? ["Note: the sample data covers the whole country, so --region is ignored."] : []
  }
}
