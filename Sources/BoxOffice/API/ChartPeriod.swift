/// The days a chart covers: one day, or the whole week, the weekend or the weekdays of an ISO
/// week, with the steps a viewer takes between them.
///
/// A period is known before KOBIS answers, so a view can title what it is loading, step to the
/// previous or next period, or switch between daily and weekly charts while keeping its place in
/// time.
///
/// ```swift
/// let period = ChartPeriod(kind: .weekend, containing: CalendarDate(yyyymmdd: "20250205")!)
/// print(period.firstDay, period.lastDay, period.previous.firstDay)
/// // Prints: 2025-02-07 2025-02-09 2025-01-31
/// ```
public struct ChartPeriod: Hashable, Sendable, CustomStringConvertible {
  /// The kind of chart.
  public let kind: BoxOfficeChart.Kind
  /// The first day of the period.
  public let firstDay: CalendarDate
  /// The last day of the period.
  public let lastDay: CalendarDate

  /// The period of `kind` that contains `day`: the day itself for a daily chart, else the part
  /// of `day`'s ISO week, as KOBIS reckons it (a weekend chart asked for with a Monday covers the
  /// Friday to Sunday after it).
  ///
  /// - Parameters:
  ///   - kind: The kind of chart.
  ///   - day: Any day of the wanted week, or the day of a daily chart.
  public init(kind: BoxOfficeChart.Kind, containing day: CalendarDate) {
    self.kind = kind
    let monday = day.advanced(by: 1 - day.weekday)
    switch kind {
    case .daily: (firstDay, lastDay) = (day, day)
    case .weekly: (firstDay, lastDay) = (monday, monday.advanced(by: 6))
    case .weekend: (firstDay, lastDay) = (monday.advanced(by: 4), monday.advanced(by: 6))
    case .weekdays: (firstDay, lastDay) = (monday, monday.advanced(by: 3))
    }
  }

  /// The period an endpoint asks for.
  ///
  /// - Parameter endpoint: A chart request.
  public init(_ endpoint: BoxOfficeEndpoint) {
    self.init(kind: endpoint.kind, containing: endpoint.date)
  }

  /// The latest period of `kind` that has ended before `today`: yesterday, or the part of the
  /// latest week that has ended (the weekdays end on Thursday, the others on Sunday).
  ///
  /// - Parameters:
  ///   - kind: The kind of chart.
  ///   - today: Today in Korea.
  /// - Returns: The period.
  public static func latestEnded(_ kind: BoxOfficeChart.Kind, today: CalendarDate) -> ChartPeriod {
    guard kind != .daily else {
      return ChartPeriod(kind: .daily, containing: today.advanced(by: -1))
    }
    let lastWeekday = kind == .weekdays ? 4 : 7
    let back = (today.weekday - lastWeekday + 6) % 7 + 1
    return ChartPeriod(kind: kind, containing: today.advanced(by: -back))
  }

  /// The ISO week of a weekly, weekend or weekdays period; `nil` for a day.
  public var isoWeek: ISOWeek? {
    kind == .daily ? nil : firstDay.isoWeek
  }

  /// The period before: the day before, or the same part of the week before.
  public var previous: ChartPeriod {
    ChartPeriod(kind: kind, containing: firstDay.advanced(by: -kind.daysToNextPeriod))
  }

  /// The period after: the next day, or the same part of the next week.
  public var next: ChartPeriod {
    ChartPeriod(kind: kind, containing: firstDay.advanced(by: kind.daysToNextPeriod))
  }

  /// Whether the period has ended before `today`, so that KOBIS can have its figures.
  ///
  /// - Parameter today: Today in Korea.
  /// - Returns: `true` when the last day is before today.
  public func hasEnded(today: CalendarDate) -> Bool {
    lastDay < today
  }

  /// The period of another kind at the same place in time: the one of `kind` that contains this
  /// period's last day, or the latest ended one if that has not ended yet.
  ///
  /// - Parameters:
  ///   - kind: The kind to switch to.
  ///   - today: Today in Korea.
  /// - Returns: The period of `kind`.
  public func switching(to kind: BoxOfficeChart.Kind, today: CalendarDate) -> ChartPeriod {
    let candidate = ChartPeriod(kind: kind, containing: lastDay)
    return candidate.hasEnded(today: today) ? candidate : .latestEnded(kind, today: today)
  }

  /// The request for this period's chart.
  ///
  /// - Parameter filters: Which entries to ask for.
  /// - Returns: The endpoint.
  public func endpoint(filters: ChartFilters = ChartFilters()) -> BoxOfficeEndpoint {
    BoxOfficeEndpoint(kind: kind, date: firstDay, filters: filters)
  }

  /// How a view names the period in a list of periods: the ISO week (`2025-W06`) for the weekly
  /// kinds, the day and its weekday (`2025-02-05 Wed`) for a day.
  public var label: String {
    isoWeek?.description ?? "\(firstDay) \(firstDay.weekdayName)"
  }

  /// The kind and days, e.g. `weekend 2025-02-07…2025-02-09`.
  public var description: String {
    "\(kind) \(firstDay)…\(lastDay)"
  }
}
