/// The title line of a chart: its kind, its period and, for the weekly kinds, its ISO week, joined
/// by ``separator`` so that a narrow view may break the line there.
///
/// ```swift
/// print(ChartTitle.text(for: chart.period))
/// // Prints: Weekend box office (Fri–Sun) · 2011-12-30 – 2012-01-01 · ISO week 2011-W52
/// ```
public enum ChartTitle {
  /// What joins the parts of a title, where a narrow view may break it.
  public static let separator = " · "

  /// The title of a period's chart, known before KOBIS answers.
  ///
  /// - Parameter period: The period asked for.
  /// - Returns: The title, its parts joined by ``separator``.
  public static func text(for period: ChartPeriod) -> String {
    let name = period.kind.naming("box office")
    let days =
      period.kind == .daily
      ? "\(period.firstDay) (\(period.firstDay.weekdayName))"
      : "\(period.firstDay) – \(period.lastDay)"
    return ([name, days] + (period.isoWeek.map { ["ISO week \($0)"] } ?? [])).joined(
      separator: separator)
  }
}
