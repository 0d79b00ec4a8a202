import BoxOffice
import Foundation

/// One column of a chart, the same in every format: its key in JSON, its column in CSV, its
/// column in the table, and its name in `--fields`.
///
/// JSON and CSV write the exact values (``ChartJSON``); the table writes the view model's texts
/// (``ChartRow``).
///
/// ```swift
/// print(try ChartField.list("rank,title,audience").get().map(\.heading))
/// // Prints: ["#", "Title", "Audience"]
/// ```
enum ChartField: String, CaseIterable, Sendable {
  /// The rank, from 1.
  case rank
  /// Places risen since the previous period (negative: fell; 0 for a new entry); the table shows
  /// the view model's badge (`NEW`, `▲2`, `▼1`, `–`).
  case rankChange
  /// Whether the film is new to the chart.
  case isNew
  /// KOBIS's movie code.
  case movieCode
  case title
  /// The opening date, if KOBIS gives one.
  case openingDate
  /// Admissions in the period.
  case audience
  /// The change in admissions since the previous period.
  case audienceChange
  /// Admissions since release.
  case cumulativeAudience
  /// Revenue in the period, in won.
  case revenue
  /// The change in revenue since the previous period, in won.
  case revenueChange
  /// Revenue since release, in won.
  case cumulativeRevenue
  /// The share of the period's revenue, in percent.
  case revenueShare
  /// The screens the film played on.
  case screens
  /// The screenings in the period.
  case showings

  /// The table's columns without `--fields`: rank, change, title, opening date, admissions,
  /// cumulative admissions and share.
  static let tableDefault: [ChartField] = [
    .rank, .rankChange, .title, .openingDate, .audience, .cumulativeAudience, .revenueShare,
  ]

  /// The fields a comma-separated list names, in its order, in any case.
  ///
  /// - Parameter text: The value of `--fields`, e.g. `rank,title,audience`.
  /// - Returns: The fields, or why the list is not valid.
  static func list(_ text: String) -> Result<[ChartField], InvalidValue> {
    var fields: [ChartField] = []
    for name in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = name.trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty else {
        return .failure(InvalidValue(reason: "expected field names separated by commas"))
      }
      guard let field = allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
      else {
        return .failure(
          InvalidValue(
            reason: "\(UsageError.quote(name)) is not a field; the fields are "
              + allCases.map(\.rawValue).joined(separator: ", "),
            suggestion: Suggestion.closest(to: name, among: allCases.map(\.rawValue))))
      }
      guard !fields.contains(field) else {
        return .failure(InvalidValue(reason: "'\(field.rawValue)' is listed twice"))
      }
      fields.append(field)
    }
    return .success(fields)
  }

  /// The value as JSON text.
  ///
  /// - Parameter entry: The entry, its title already sanitized.
  /// - Returns: A JSON number, string, Boolean or `null`.
  func json(_ entry: BoxOfficeEntry) -> JSONValue {
    switch self {
    case .movieCode: .string(entry.movieCode)
    case .title: .string(entry.title)
    case .openingDate: .string(entry.openingDate?.description)
    case .isNew: .bool(entry.isNew)
    default: .number(csv(entry))
    }
  }

  /// The value as a CSV field, unquoted: an empty field for a missing opening date.
  ///
  /// - Parameter entry: The entry, its title already sanitized.
  /// - Returns: The field's text.
  func csv(_ entry: BoxOfficeEntry) -> String {
    switch self {
    case .rank: String(entry.rank)
    case .rankChange: String(entry.rankChange)
    case .isNew: String(entry.isNew)
    case .movieCode: entry.movieCode
    case .title: entry.title
    case .openingDate: entry.openingDate?.description ?? ""
    case .audience: String(entry.audience)
    case .audienceChange: String(entry.audienceChange)
    case .cumulativeAudience: String(entry.cumulativeAudience)
    case .revenue: String(entry.revenue)
    case .revenueChange: String(entry.revenueChange)
    case .cumulativeRevenue: String(entry.cumulativeRevenue)
    case .revenueShare: entry.revenueShare.description
    case .screens: String(entry.screens)
    case .showings: String(entry.showings)
    }
  }

  /// The table's heading.
  var heading: String {
    switch self {
    case .rank: "#"
    case .rankChange: "Change"
    case .isNew: "New"
    case .movieCode: "Code"
    case .title: "Title"
    case .openingDate: "Opened"
    case .audience: "Audience"
    case .audienceChange: "Aud. change"
    case .cumulativeAudience: "Cumulative"
    case .revenue: "Revenue"
    case .revenueChange: "Rev. change"
    case .cumulativeRevenue: "Cum. revenue"
    case .revenueShare: "Share"
    case .screens: "Screens"
    case .showings: "Showings"
    }
  }

  /// How the table aligns the column: numbers to the right.
  var alignment: TextTable.Alignment {
    switch self {
    case .rankChange, .isNew, .movieCode, .title, .openingDate: .left
    default: .right
    }
  }

  /// The table's cell for a row: the view model's text, styled for a new entry or a move.
  ///
  /// - Parameter cell: The row.
  /// - Returns: The cell.
  func tableCell(_ cell: ChartRow) -> TextTable.Cell {
    switch self {
    case .rank: .init(String(cell.rank))
    case .rankChange: .init(cell.rankChangeText, style: Self.style(of: cell.rankChange))
    case .isNew: .init(cell.isNew ? "NEW" : "", style: cell.isNew ? .newEntry : nil)
    case .movieCode: .init(cell.entry.movieCode)
    case .title: .init(cell.title, style: cell.isNew ? .newEntry : nil)
    case .openingDate: .init(cell.openingDateText ?? "")
    case .audience: .init(cell.audienceText)
    case .audienceChange: .init(cell.audienceChangeText)
    case .cumulativeAudience: .init(cell.cumulativeAudienceText)
    case .revenue: .init(cell.revenueText)
    case .revenueChange: .init(cell.revenueChangeText)
    case .cumulativeRevenue: .init(cell.cumulativeRevenueText)
    case .revenueShare: .init(cell.shareText)
    case .screens: .init(cell.screensText)
    case .showings: .init(cell.showingsText)
    }
  }

  /// The emphasis of a rank change: a new entry's, a rise's or a fall's.
  private static func style(of change: ChartRow.RankChange) -> TextStyle? {
    switch change {
    case .new: .newEntry
    case .up: .rise
    case .down: .fall
    case .same: nil
    }
  }
}
