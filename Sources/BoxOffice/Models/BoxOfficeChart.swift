/// A box-office chart: the films ranked by admissions over one period.
///
/// Build one from a KOBIS reply with ``init(decoding:for:)``. Daily charts cover one day; weekly
/// charts cover the whole week (Monday–Sunday), the weekend (Friday–Sunday) or the weekdays
/// (Monday–Thursday) and carry the ISO week they belong to.
///
/// ```swift
/// let chart = try BoxOfficeChart(decoding: data)
/// print(chart.kind, chart.firstDay, chart.lastDay, chart.isoWeek!)
/// // Prints: weekend 2011-12-30 2012-01-01 2011-W52
/// ```
public struct BoxOfficeChart: Equatable, Sendable {
  /// The period a chart covers.
  public enum Kind: String, CaseIterable, Sendable {
    /// One day (일별).
    case daily
    /// The whole week, Monday to Sunday (주간, `weekGb=0`).
    case weekly
    /// The weekend, Friday to Sunday (주말, `weekGb=1`).
    case weekend
    /// The weekdays, Monday to Thursday (주중, `weekGb=2`).
    case weekdays

    /// The period in a sentence: `day`, `week`, `weekend` or `weekdays`.
    public var unit: String {
      self == .weekly ? "week" : self == .daily ? "day" : rawValue
    }

    /// The days from a period of this kind to the next: 1, or 7 for the parts of a week.
    public var daysToNextPeriod: Int {
      self == .daily ? 1 : 7
    }

    /// `noun` named for this kind, its days in parentheses: `Daily box office`, `Weekly
    /// box office (Mon–Sun)`, `Weekend audience (Fri–Sun)`, `Weekday audience (Mon–Thu)`.
    public func naming(_ noun: String) -> String {
      switch self {
      case .daily: "Daily \(noun)"
      case .weekly: "Weekly \(noun) (Mon–Sun)"
      case .weekend: "Weekend \(noun) (Fri–Sun)"
      case .weekdays: "Weekday \(noun) (Mon–Thu)"
      }
    }
  }

  /// The days the chart covers, its kind and, for the weekly kinds, its ISO week.
  public var period: ChartPeriod
  /// The entries in the order KOBIS sent them, which is by rank. Empty when KOBIS has no figures
  /// for the period yet.
  public var entries: [BoxOfficeEntry]

  /// Creates a chart from its values, e.g. for sample data.
  ///
  /// - Parameters:
  ///   - period: The days the chart covers.
  ///   - entries: The entries, by rank.
  public init(period: ChartPeriod, entries: [BoxOfficeEntry] = []) {
    self.period = period
    self.entries = entries
  }

  /// The kind of chart: daily, or a part of the week.
  public var kind: Kind { period.kind }
  /// The first day of the period.
  public var firstDay: CalendarDate { period.firstDay }
  /// The last day of the period (the same as ``firstDay`` for a daily chart).
  public var lastDay: CalendarDate { period.lastDay }
  /// The ISO week of a weekly, weekend or weekdays chart; `nil` for a daily one.
  public var isoWeek: ISOWeek? { period.isoWeek }
}
