/// A request for one KOBIS box-office chart: its kind, a day of its period and the filters.
///
/// The endpoint knows its path below the base URL and its query parameters, but not the API key,
/// which ``BoxOfficeAPI`` adds when it builds the request. The days the chart covers are its
/// ``ChartPeriod``.
///
/// ```swift
/// let endpoint = BoxOfficeEndpoint(kind: .weekend, date: CalendarDate(yyyymmdd: "20120101")!)
/// print(endpoint.path, try endpoint.parameters().map { "\($0.name)=\($0.value)" })
/// // Prints: boxoffice/searchWeeklyBoxOfficeList.json ["targetDt=20120101", "weekGb=1"]
/// ```
public struct BoxOfficeEndpoint: KOBISEndpoint, Equatable {
  /// The kind of chart: the daily one (`searchDailyBoxOfficeList`), or the whole week, the
  /// weekend or the weekdays (`searchWeeklyBoxOfficeList`, with `weekGb` 0, 1 or 2, always sent
  /// because KOBIS itself defaults to the weekend).
  public var kind: BoxOfficeChart.Kind
  /// The day of a daily chart, or any day of the wanted week (`targetDt`).
  public var date: CalendarDate
  /// Which entries to ask for.
  public var filters: ChartFilters

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - kind: The kind of chart.
  ///   - date: The day of a daily chart, or any day of the wanted week.
  ///   - filters: Which entries to ask for; by default all.
  public init(kind: BoxOfficeChart.Kind, date: CalendarDate, filters: ChartFilters = ChartFilters())
  {
    self.kind = kind
    self.date = date
    self.filters = filters
  }

  /// The path below the base URL, JSON format.
  public var path: String {
    kind == .daily
      ? "boxoffice/searchDailyBoxOfficeList.json" : "boxoffice/searchWeeklyBoxOfficeList.json"
  }

  /// The query parameters without the key, in the order KOBIS documents them.
  ///
  /// - Returns: The names and values to send.
  /// - Throws: ``BoxOfficeError/invalidQuery(_:)`` when a filter is out of range.
  public func parameters() throws(BoxOfficeError) -> [(name: String, value: String)] {
    let weekGb: [(name: String, value: String)] =
      switch kind {
      case .daily: []
      case .weekly: [("weekGb", "0")]
      case .weekend: [("weekGb", "1")]
      case .weekdays: [("weekGb", "2")]
      }
    return [("targetDt", date.yyyymmdd)] + weekGb + (try filters.parameters())
  }
}
