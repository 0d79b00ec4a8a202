/// The title line of a chart: its kind, its period and, for the weekly kinds, its ISO week, joined
/// by ``separator`` so that a narrow view may break the line there.
///
/// ```swift
/// print(ChartTitle.text(for: chart))
/// // Prints: Weekend box office (Fri–Sun) · 2011-12-30 – 2012-01-01 · ISO week 2011-W52
/// ```
enum ChartTitle {
  /// What joins the parts of a title.
  static let separator = " · "

  /// The title of a chart as KOBIS sent it.
  static func text(for chart: BoxOfficeChart) -> String {
    text(kind: chart.kind, firstDay: chart.firstDay, lastDay: chart.lastDay, isoWeek: chart.isoWeek)
  }

  /// The title of the chart `endpoint` asks for, known before KOBIS answers: the day itself for a
  /// daily chart, else the part of the ISO week that contains the day, as KOBIS reckons it.
  static func text(for endpoint: BoxOfficeEndpoint) -> String {
    text(for: ChartPeriod(endpoint))
  }

  /// The title of a period's chart.
  static func text(for period: ChartPeriod) -> String {
    text(
      kind: period.kind, firstDay: period.firstDay, lastDay: period.lastDay,
      isoWeek: period.isoWeek)
  }

  private static func text(
    kind: BoxOfficeChart.Kind, firstDay: CalendarDate, lastDay: CalendarDate, isoWeek: ISOWeek?
  ) -> String {
    let name =
      switch kind {
      case .daily: "Daily box office"
      case .weekly: "Weekly box office (Mon–Sun)"
      case .weekend: "Weekend box office (Fri–Sun)"
      case .weekdays: "Weekday box office (Mon–Thu)"
      }
    let period =
      firstDay == lastDay
      ? "\(firstDay) (\(weekdayNames[firstDay.weekday - 1]))" : "\(firstDay) – \(lastDay)"
    return ([name, period] + (isoWeek.map { ["ISO week \($0)"] } ?? [])).joined(
      separator: separator)
  }

  private static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
}
