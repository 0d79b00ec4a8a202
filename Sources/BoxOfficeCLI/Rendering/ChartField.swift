import BoxOffice
import Foundation

/// One column of a chart, the same in every format: its key in JSON, its column in CSV, its
/// column in the table, and its name in `--fields`.
///
/// JSON and CSV write the exact values (``ChartRenderer``); the table writes the view model's texts
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

  /// The value as JSON text; its ``JSONValue/csvText`` is the CSV field.
  ///
  /// - Parameter entry: The entry, its title already sanitized.
  /// - Returns: A JSON number, string, Boolean or `null`.
  func json(_ entry: BoxOfficeEntry) -> JSONValue {
    column.value(entry)
  }

  /// The table's heading.
  var heading: String {
    column.heading
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
    let style: CellAttributes? =
      switch (self, cell.rankChange) {
      case (.rankChange, .new): .newEntry
      case (.rankChange, .up): .rise
      case (.rankChange, .down): .fall
      case (.isNew, _), (.title, _): cell.isNew ? .newEntry : nil
      default: nil
      }
    return .init(column.text(cell), style: style)
  }

  /// The column, one line a field: its heading, its exact value (JSON, and CSV through it), and
  /// the view model's text of it (the table).
  private var column:
    (heading: String, value: (BoxOfficeEntry) -> JSONValue, text: (ChartRow) -> String)
  {
    func number(_ value: KeyPath<BoxOfficeEntry, some CustomStringConvertible>)
      -> (BoxOfficeEntry) -> JSONValue
    {
      { .number($0[keyPath: value].description) }
    }
    return switch self {
    case .rank: ("#", number(\.rank), { String($0.rank) })
    case .rankChange: ("Change", number(\.rankChange), \.rankChangeText)
    case .isNew: ("New", { .bool($0.isNew) }, { $0.isNew ? "NEW" : "" })
    case .movieCode: ("Code", { .string($0.movieCode) }, \.entry.movieCode)
    case .title: ("Title", { .string($0.title) }, \.title)
    case .openingDate:
      ("Opened", { .string($0.openingDate?.description) }, { $0.openingDateText ?? "" })
    case .audience: ("Audience", number(\.audience), \.audienceText)
    case .audienceChange: ("Aud. change", number(\.audienceChange), \.audienceChangeText)
    case .cumulativeAudience:
      ("Cumulative", number(\.cumulativeAudience), \.cumulativeAudienceText)
    case .revenue: ("Revenue", number(\.revenue), \.revenueText)
    case .revenueChange: ("Rev. change", number(\.revenueChange), \.revenueChangeText)
    case .cumulativeRevenue:
      ("Cum. revenue", number(\.cumulativeRevenue), \.cumulativeRevenueText)
    case .revenueShare: ("Share", number(\.revenueShare), \.shareText)
    case .screens: ("Screens", number(\.screens), \.screensText)
    case .showings: ("Showings", number(\.showings), \.showingsText)
    }
  }
}
