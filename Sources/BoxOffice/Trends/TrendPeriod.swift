/// One period of a trend: a day, or a whole week, weekend or weekdays of an ISO week, known before
/// KOBIS answers for it.
///
/// ```swift
/// let period = TrendPeriod(.weekly(WeeklyQuery(date: CalendarDate(yyyymmdd: "20250209")!)))
/// print(period.firstDay, period.lastDay, period.text)
/// // Prints: 2025-02-03 2025-02-09 2025-W06
/// ```
public struct TrendPeriod: Equatable, Sendable {
  /// The request for the period's chart.
  public let endpoint: BoxOfficeEndpoint
  /// The kind of chart.
  public let kind: BoxOfficeChart.Kind
  /// The first day of the period.
  public let firstDay: CalendarDate
  /// The last day of the period.
  public let lastDay: CalendarDate
  /// The ISO week of a weekly kind; `nil` for a day.
  public let isoWeek: ISOWeek?

  /// The period `endpoint` asks for.
  ///
  /// - Parameter endpoint: A daily or weekly request.
  public init(_ endpoint: BoxOfficeEndpoint) {
    let period = ChartPeriod(endpoint)
    self.endpoint = endpoint
    kind = period.kind
    firstDay = period.firstDay
    lastDay = period.lastDay
    isoWeek = period.isoWeek
  }

  /// How a view names the period in a row: the ISO week (`2025-W06`) for the weekly kinds, the
  /// day and its weekday (`2025-02-05 Wed`) for a day.
  public var text: String {
    guard let isoWeek else {
      return "\(firstDay) \(Self.weekdayNames[firstDay.weekday - 1])"
    }
    return isoWeek.description
  }

  private static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
}
