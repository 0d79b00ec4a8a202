import Foundation

/// The CSV view of a chart: a header row, then one row per entry, quoted as RFC 4180 says.
///
/// The columns are those of the JSON entries (``ChartJSON``), in the same order and with the same
/// values: `rank,rankChange,isNew,movieCode,title,openingDate,audience,audienceChange,`
/// `cumulativeAudience,revenue,revenueChange,cumulativeRevenue,revenueShare,screens,showings`.
/// A missing opening date is an empty field. Rows end in CRLF; a field containing a comma, a
/// double quote or a line break is enclosed in double quotes, with its quotes doubled.
///
/// `ChartCSV` has no state and is thread-safe.
enum ChartCSV {
  /// The column names.
  static let header = [
    "rank", "rankChange", "isNew", "movieCode", "title", "openingDate", "audience",
    "audienceChange", "cumulativeAudience", "revenue", "revenueChange", "cumulativeRevenue",
    "revenueShare", "screens", "showings",
  ]

  /// The CSV text.
  ///
  /// - Parameter screen: The chart, its text already sanitized.
  /// - Returns: The text for standard output.
  static func render(_ screen: ChartScreen) -> String {
    let rows = screen.cells.map { cell in
      let entry = cell.entry
      return [
        String(entry.rank), String(entry.rankChange), String(entry.isNew), entry.movieCode,
        entry.title, entry.openingDate?.description ?? "", String(entry.audience),
        String(entry.audienceChange), String(entry.cumulativeAudience), String(entry.revenue),
        String(entry.revenueChange), String(entry.cumulativeRevenue),
        entry.revenueShare.description, String(entry.screens), String(entry.showings),
      ]
    }
    return ([header] + rows).map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
  }

  /// One field, quoted when RFC 4180 requires it.
  static func field(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { ",\"\r\n".unicodeScalars.contains($0) }) else {
      return text
    }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
