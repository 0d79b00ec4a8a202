/// Which periods a trend covers: the last `count` days, weeks, weekends or weekday spans up to and
/// including the one that holds a day.
///
/// ```swift
/// let range = TrendRange(granularity: .weekly(.week), last: CalendarDate(yyyymmdd: "20250309")!, count: 8)
/// print(range.periods.map(\.text))
/// // Prints: ["2025-W03", "2025-W04", …, "2025-W10"]
/// ```
public struct TrendRange: Equatable, Sendable {
  /// The length of each period.
  public enum Granularity: Equatable, Sendable {
    /// Days: the daily charts.
    case daily
    /// Weeks: the weekly charts of one part of the week.
    case weekly(WeekPeriod)
  }

  /// The weeks a trend covers by default.
  public static let defaultWeeks = 8
  /// The most weeks a trend covers: a year, 52 requests at most.
  public static let maximumWeeks = 52
  /// The days a daily trend covers by default.
  public static let defaultDays = 14
  /// The most days a daily trend covers: a quarter, 92 requests at most.
  public static let maximumDays = 92

  /// Days or weeks (and which part of the week).
  public var granularity: Granularity
  /// A day of the last period.
  public var last: CalendarDate
  /// How many periods, the last included.
  public var count: Int
  /// What each chart is asked for; by default KOBIS's ten entries of every film.
  public var filters: ChartFilters

  /// Creates a range.
  ///
  /// - Parameters:
  ///   - granularity: Days or weeks.
  ///   - last: A day of the last period.
  ///   - count: How many periods, at least 1.
  ///   - filters: What each chart is asked for.
  public init(
    granularity: Granularity, last: CalendarDate, count: Int,
    filters: ChartFilters = ChartFilters()
  ) {
    self.granularity = granularity
    self.last = last
    self.count = count
    self.filters = filters
  }

  /// The periods, oldest first; none for a count below 1.
  public var periods: [TrendPeriod] {
    (0..<max(0, count)).reversed().map { back in
      switch granularity {
      case .daily:
        TrendPeriod(.daily(DailyQuery(date: last.advanced(by: -back), filters: filters)))
      case .weekly(let part):
        TrendPeriod(
          .weekly(WeeklyQuery(date: last.advanced(by: -7 * back), period: part, filters: filters)))
      }
    }
  }
}
