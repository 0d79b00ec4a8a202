/// A request for the daily chart of one day.
///
/// ```swift
/// let query = DailyQuery(date: CalendarDate(yyyymmdd: "20221221")!)
/// ```
public struct DailyQuery: Equatable, Sendable {
  /// The day of the chart (`targetDt`).
  public var date: CalendarDate
  /// Which entries to ask for.
  public var filters: ChartFilters

  /// Creates a query for the daily chart of `date`.
  ///
  /// - Parameters:
  ///   - date: The day of the chart.
  ///   - filters: Which entries to ask for; by default all.
  public init(date: CalendarDate, filters: ChartFilters = ChartFilters()) {
    self.date = date
    self.filters = filters
  }
}
