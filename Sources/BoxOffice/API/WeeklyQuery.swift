/// A request for a weekly chart: the whole week, the weekend or the weekdays of the week that
/// contains a day.
///
/// ```swift
/// let query = WeeklyQuery(date: CalendarDate(yyyymmdd: "20120101")!, period: .weekend)
/// ```
public struct WeeklyQuery: Equatable, Sendable {
  /// Any day of the wanted week (`targetDt`).
  public var date: CalendarDate
  /// The part of the week (`weekGb`), always sent explicitly.
  public var period: WeekPeriod
  /// Which entries to ask for.
  public var filters: ChartFilters

  /// Creates a query for a weekly chart.
  ///
  /// - Parameters:
  ///   - date: Any day of the wanted week.
  ///   - period: The part of the week; by default the whole week. (KOBIS itself defaults to the
  ///     weekend, which is why the parameter is always sent.)
  ///   - filters: Which entries to ask for; by default all.
  public init(
    date: CalendarDate, period: WeekPeriod = .week, filters: ChartFilters = ChartFilters()
  ) {
    self.date = date
    self.period = period
    self.filters = filters
  }
}
