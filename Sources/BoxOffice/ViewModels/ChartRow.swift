import Foundation

/// One row of a box-office chart, ready for a view: every value a view shows, formatted from the entry.
///
/// Views lay the texts out and nothing more: the thousands separators, the rank-change badge and
/// the share's rounding are decided here, once, for every view (a terminal table, a list in an
/// app). Views that write exact data (JSON, CSV) read ``entry``, the row as decoded.
///
/// ```swift
/// let row = ChartRow(entry: chart.entries[0])
/// print(row.rank, row.rankChangeText, row.title, row.audienceText, row.shareText)
/// // Prints: 1 NEW 경관의 피 64,050 34.2%
/// ```
///
/// The texts are the same in every locale: numbers use ASCII digits, `,` between groups of three
/// and `.` before the decimal, dates are ISO 8601.
public struct ChartRow: Equatable, Sendable {
  /// How a film's rank moved since the previous period.
  public enum RankChange: Equatable, Sendable {
    case new
    /// Up this many places (at least 1).
    case up(Int)
    /// Down this many places (at least 1).
    case down(Int)
    /// The same place as in the previous period.
    case same

    /// The change of `entry`: ``new`` whenever KOBIS marks the film new, whatever its
    /// `rankInten` says.
    ///
    /// - Parameter entry: A chart entry.
    public init(_ entry: BoxOfficeEntry) {
      self =
        switch (entry.isNew, entry.rankChange) {
        case (true, _): .new
        case (false, 1...): .up(entry.rankChange)
        case (false, 0): .same
        case (false, _): .down(entry.rankChange == .min ? .max : -entry.rankChange)
        }
    }

    /// The badge a view shows: `NEW`, `▲2`, `▼1`, or `–` (an en dash) for no change.
    public var text: String {
      switch self {
      case .new: "NEW"
      case .up(let places): "▲\(places)"
      case .down(let places): "▼\(places)"
      case .same: "–"
      }
    }
  }

  /// The entry as decoded, with every value exact, for views that write data rather than text.
  public let entry: BoxOfficeEntry
  /// The rank, from 1.
  public var rank: Int { entry.rank }
  /// How the rank moved since the previous period.
  public var rankChange: RankChange { RankChange(entry) }
  /// The badge of ``rankChange``: `NEW`, `▲2`, `▼1` or `–`.
  public var rankChangeText: String { rankChange.text }
  /// The film's title, trimmed.
  public var title: String { entry.title }
  /// The opening date as `YYYY-MM-DD`, or `nil` when KOBIS gives none.
  public var openingDateText: String? { entry.openingDate?.description }
  /// Admissions in the period with thousands separators, e.g. `1,109,565`.
  public var audienceText: String { Self.groupingThousands(entry.audience) }
  /// Admissions since release with thousands separators, e.g. `2,401,338`.
  public var cumulativeAudienceText: String { Self.groupingThousands(entry.cumulativeAudience) }
  /// The film's share of the period's revenue, rounded half up to one decimal, e.g. `34.0%`.
  public var shareText: String { Self.percentWithOneDecimal(entry.revenueShare) }
  /// The change in admissions since the previous period, signed, e.g. `+1,204` or `-52,110`
  /// (`0` for none).
  public var audienceChangeText: String { Self.signed(entry.audienceChange) }
  /// Revenue in the period in won, with thousands separators, e.g. `4,305,511,020`.
  public var revenueText: String { Self.groupingThousands(entry.revenue) }
  /// The change in revenue since the previous period in won, signed, e.g. `-512,230,480`.
  public var revenueChangeText: String { Self.signed(entry.revenueChange) }
  /// Revenue since release in won, with thousands separators.
  public var cumulativeRevenueText: String { Self.groupingThousands(entry.cumulativeRevenue) }
  /// The screens the film played on, e.g. `1,102`.
  public var screensText: String { Self.groupingThousands(entry.screens) }
  /// The screenings in the period, e.g. `25,120`.
  public var showingsText: String { Self.groupingThousands(entry.showings) }

  /// Whether the film is new to the chart, so views can make it stand out.
  public var isNew: Bool { entry.isNew }

  /// The cell that shows `entry`.
  ///
  /// - Parameter entry: A chart entry.
  public init(entry: BoxOfficeEntry) {
    self.entry = entry
  }

  /// `value` grouped with a sign: `+` for a rise, `-` for a fall, none for zero.
  private static func signed(_ value: Int64) -> String {
    (value > 0 ? "+" : "") + groupingThousands(value)
  }

  /// `value` in decimal digits with `,` between groups of three: `1234567` is `1,234,567`.
  ///
  /// - Parameter value: Any 64-bit integer.
  /// - Returns: The grouped digits, with a leading `-` for a negative value.
  public static func groupingThousands(_ value: Int64) -> String {
    var digits = String(value.magnitude)
    for end in stride(from: digits.count - 3, to: 0, by: -3) {
      digits.insert(",", at: digits.index(digits.startIndex, offsetBy: end))
    }
    return (value < 0 ? "-" : "") + digits
  }

  /// `percent` rounded half away from zero to one decimal, with a `%` sign: `34` is `34.0%`,
  /// `12.35` is `12.4%`.
  ///
  /// - Parameter percent: A percentage, such as ``BoxOfficeEntry/revenueShare``.
  /// - Returns: The text.
  public static func percentWithOneDecimal(_ percent: Decimal) -> String {
    var scaled = percent * 10
    var tenths = Decimal()
    NSDecimalRound(&tenths, &scaled, 0, .plain)
    let whole = NSDecimalNumber(decimal: tenths).int64Value
    let sign = whole < 0 ? "-" : ""
    return "\(sign)\(whole.magnitude / 10).\(whole.magnitude % 10)%"
  }
}
