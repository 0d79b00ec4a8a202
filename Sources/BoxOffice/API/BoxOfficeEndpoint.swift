/// A KOBIS box-office service together with its query: what one request asks for.
///
/// The endpoint knows its path below the base URL and its query parameters, but not the API key,
/// which ``BoxOfficeAPI`` adds when it builds the request.
///
/// ```swift
/// let endpoint = BoxOfficeEndpoint.weekly(WeeklyQuery(date: CalendarDate(yyyymmdd: "20120101")!))
/// print(endpoint.path, try endpoint.parameters().map { "\($0.name)=\($0.value)" })
/// // Prints: boxoffice/searchWeeklyBoxOfficeList.json ["targetDt=20120101", "weekGb=0"]
/// ```
public enum BoxOfficeEndpoint: KOBISEndpoint, Equatable {
  /// The daily chart (`searchDailyBoxOfficeList`).
  case daily(DailyQuery)
  /// The weekly, weekend or weekdays chart (`searchWeeklyBoxOfficeList`).
  case weekly(WeeklyQuery)

  /// The path below the base URL, JSON format.
  public var path: String {
    switch self {
    case .daily: "boxoffice/searchDailyBoxOfficeList.json"
    case .weekly: "boxoffice/searchWeeklyBoxOfficeList.json"
    }
  }

  /// The kind of chart this endpoint answers with.
  public var chartKind: BoxOfficeChart.Kind {
    switch self {
    case .daily: .daily
    case .weekly(let query): query.period.chartKind
    }
  }

  /// Which entries the request asks for.
  public var filters: ChartFilters {
    switch self {
    case .daily(let query): query.filters
    case .weekly(let query): query.filters
    }
  }

  /// The chart without entries that this endpoint asks for: its kind, its period and its ISO
  /// week, as KOBIS's reply would give them. It stands in for a reply that has no figures yet and
  /// leaves its period blank.
  var emptyChart: BoxOfficeChart {
    BoxOfficeChart(period: ChartPeriod(self))
  }

  /// The query parameters without the key, in the order KOBIS documents them.
  ///
  /// - Returns: The names and values to send.
  /// - Throws: ``BoxOfficeError/invalidQuery(_:)`` when a filter is out of range.
  public func parameters() throws(BoxOfficeError) -> [(name: String, value: String)] {
    switch self {
    case .daily(let query):
      return [("targetDt", query.date.yyyymmdd)] + (try query.filters.parameters())
    case .weekly(let query):
      return [("targetDt", query.date.yyyymmdd), ("weekGb", query.period.weekGb)]
        + (try query.filters.parameters())
    }
  }
}
