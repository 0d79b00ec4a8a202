import BoxOffice
import Foundation

/// One row of a chart as every view shows it: the entry's values already formatted
/// (thousands separators, the rank change as ▲2 ▼1 – NEW, the share with one decimal), and the
/// entry itself for views that want exact numbers (JSON, CSV).
///
/// This is the presentation of the cells that the chart view model's `BoxOfficeCellData` will
/// take over; the CLI's views read nothing else.
///
/// ```swift
/// let cell = ChartCell(entry: entry)
/// print(cell.rankChange.text, cell.audience, cell.share)
/// // Prints: ▲2 1,234,567 34.2%
/// ```
///
/// `ChartCell` is a value type and thread-safe.
struct ChartCell: Equatable, Sendable {
  /// How an entry's rank moved since the previous period.
  enum RankChange: Equatable, Sendable {
    /// New to the chart.
    case new
    /// Up this many places.
    case up(Int)
    /// Down this many places.
    case down(Int)
    /// The same place.
    case same

    /// How the change is shown: `NEW`, `▲2`, `▼1` or `–`.
    var text: String {
      switch self {
      case .new: "NEW"
      case .up(let places): "▲\(places)"
      case .down(let places): "▼\(places)"
      case .same: "–"
      }
    }
  }

  /// The entry, with every value exactly as decoded.
  var entry: BoxOfficeEntry
  /// The rank, e.g. `1`.
  var rank: String
  /// How the rank moved.
  var rankChange: RankChange
  /// The title.
  var title: String
  /// The opening date as `YYYY-MM-DD`, or empty when the feed gives none.
  var openingDate: String
  /// Admissions in the period, with thousands separators.
  var audience: String
  /// Admissions since release, with thousands separators.
  var cumulativeAudience: String
  /// The share of the period's revenue, e.g. `34.2%`.
  var share: String

  /// Whether the entry is new to the chart, for views that highlight new entries.
  var isNew: Bool { rankChange == .new }

  /// The cell for `entry`.
  ///
  /// - Parameter entry: A decoded chart entry.
  init(entry: BoxOfficeEntry) {
    self.entry = entry
    rank = String(entry.rank)
    rankChange =
      entry.isNew
      ? .new
      : entry.rankChange > 0
        ? .up(entry.rankChange)
        : entry.rankChange < 0 ? .down(-entry.rankChange) : .same
    title = entry.title
    openingDate = entry.openingDate?.description ?? ""
    audience = Self.thousands(entry.audience)
    cumulativeAudience = Self.thousands(entry.cumulativeAudience)
    share = Self.percent(entry.revenueShare)
  }

  /// `value` with a comma between groups of three digits: `1,234,567`.
  static func thousands(_ value: Int64) -> String {
    let digits = String(value.magnitude)
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return (value < 0 ? "-" : "") + grouped
  }

  /// `value` percent rounded half up to one decimal: `34.2%`, `100.0%`.
  static func percent(_ value: Decimal) -> String {
    var exact = value * 10
    var rounded = Decimal()
    NSDecimalRound(&rounded, &exact, 0, .plain)
    let tenths = NSDecimalNumber(decimal: rounded).int64Value
    let sign = tenths < 0 ? "-" : ""
    return "\(sign)\(tenths.magnitude / 10).\(tenths.magnitude % 10)%"
  }
}
