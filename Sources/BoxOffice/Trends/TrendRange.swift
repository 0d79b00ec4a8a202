/// Which periods a trend covers: the last `count` days, weeks, weekends or weekday spans up to and
/// including the one that holds a day.
///
/// ```swift
/// let range = TrendRange(kind: .weekly, last: CalendarDate(yyyymmdd: "20250309")!, count: 8)
/// print(range.periods.map(\.label))
/// // Prints: ["2025-W03", "2025-W04", …, "2025-W10"]
/// ```
public struct TrendRange: Equatable, Sendable {
  /// The weeks a trend covers by default.
  public static let defaultWeeks = 8
  /// The most weeks a trend covers: a year, 52 requests at most.
  public static let maximumWeeks = 52
  /// The days a daily trend covers by default.
  public static let defaultDays = 14
  /// The most days a daily trend covers: a quarter, 92 requests at most.
  public static let maximumDays = 92

  /// The kind of chart of every period: daily, or a part of the week, week by week.
  public var kind: BoxOfficeChart.Kind
  /// A day of the last period.
  public var last: CalendarDate
  /// How many periods, the last included.
  public var count: Int
  /// What each chart is asked for; by default KOBIS's ten entries of every film.
  public var filters: ChartFilters

  /// Creates a range.
  ///
  /// - Parameters:
  ///   - kind: The kind of chart of every period.
  ///   - last: A day of the last period.
  ///   - count: How many periods, at least 1.
  ///   - filters: What each chart is asked for.
  public init(
    kind: BoxOfficeChart.Kind, last: CalendarDate, count: Int,
    filters: ChartFilters = ChartFilters()
  ) {
    self.kind = kind
    self.last = last
    self.count = count
    self.filters = filters
  }

  /// The requests for the periods' charts, oldest first; none for a count below 1. Each asks with
  /// the day `count - 1` periods back from `last`, as KOBIS is asked for any day of a week.
  public var endpoints: [BoxOfficeEndpoint] {
    (0..<max(0, count)).reversed().map { back in
      BoxOfficeEndpoint(
        kind: kind, date: last.advanced(by: -kind.daysToNextPeriod * back), filters: filters)
    }
  }

  /// The periods, oldest first.
  public var periods: [ChartPeriod] {
    endpoints.map(ChartPeriod.init)
  }
}
