import BoxOffice

/// A chart ready for a view: its title, its period, its cells, and whether it is sample data.
///
/// The title is what the chart view model's title output will carry; the period's parts stay
/// available for views that write structured data.
///
/// `ChartPresentation` is a value type and thread-safe.
struct ChartPresentation: Equatable, Sendable {
  /// The period the chart covers.
  var kind: BoxOfficeChart.Kind
  /// The period's first day.
  var firstDay: CalendarDate
  /// The period's last day.
  var lastDay: CalendarDate
  /// The ISO week of a weekly chart.
  var isoWeek: ISOWeek?
  /// The rows, by rank.
  var cells: [ChartCell]
  /// Whether the chart is the built-in sample rather than KOBIS's figures.
  var isSample: Bool

  /// The chart's presentation, with at most `limit` rows.
  ///
  /// - Parameters:
  ///   - chart: The decoded chart.
  ///   - isSample: Whether it is the built-in sample.
  ///   - limit: The most rows to keep (KOBIS sends at most what was asked; this keeps a server
  ///     that ignores the limit from overflowing the view).
  init(chart: BoxOfficeChart, isSample: Bool, limit: Int? = nil) {
    kind = chart.kind
    firstDay = chart.firstDay
    lastDay = chart.lastDay
    isoWeek = chart.isoWeek
    cells = chart.entries.prefix(limit ?? .max).map(ChartCell.init(entry:))
    self.isSample = isSample
  }

  /// The chart's title: its kind, its period, and its ISO week, e.g.
  /// `Weekly box office (Mon–Sun) · 2024-12-16 – 2024-12-22 · ISO week 2024-W51`.
  var title: String {
    titleParts.joined(separator: Self.titleSeparator)
  }

  /// The parts of ``title``, which a narrow view may put on lines of their own.
  var titleParts: [String] {
    let name =
      switch kind {
      case .daily: "Daily box office"
      case .weekly: "Weekly box office (Mon–Sun)"
      case .weekend: "Weekend box office (Fri–Sun)"
      case .weekdays: "Weekday box office (Mon–Thu)"
      }
    let period =
      firstDay == lastDay
      ? "\(firstDay) (\(Self.weekdayNames[firstDay.weekday - 1]))" : "\(firstDay) – \(lastDay)"
    return [name, period] + (isoWeek.map { ["ISO week \($0)"] } ?? [])
  }

  /// What joins the parts of the title.
  static let titleSeparator = " · "

  /// The note that labels sample data.
  static let sampleNote = "Sample data: invented films and figures, not from KOBIS."

  /// What a view shows for a period without entries.
  static let emptyNote = "KOBIS has no figures for this period yet."

  private static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
}
