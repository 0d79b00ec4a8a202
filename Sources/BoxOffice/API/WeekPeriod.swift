/// The part of a week a weekly chart covers (KOBIS's `weekGb`).
public enum WeekPeriod: String, CaseIterable, Sendable {
  /// The whole week, Monday to Sunday (`weekGb=0`).
  case week
  /// The weekend, Friday to Sunday (`weekGb=1`, KOBIS's default when the parameter is absent).
  case weekend
  /// The weekdays, Monday to Thursday (`weekGb=2`).
  case weekdays

  /// The value of the `weekGb` query parameter.
  public var weekGb: String {
    switch self {
    case .week: "0"
    case .weekend: "1"
    case .weekdays: "2"
    }
  }

  /// The kind of chart KOBIS answers with for this period.
  public var chartKind: BoxOfficeChart.Kind {
    switch self {
    case .week: .weekly
    case .weekend: .weekend
    case .weekdays: .weekdays
    }
  }
}
