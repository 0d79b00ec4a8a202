import BoxOffice

/// The CSV view of a trend: a header row, then one row per period, quoted as RFC 4180 says.
///
/// The columns are those of the JSON records (``TrendJSON``): `period,firstDay,lastDay,isoWeek,`
/// `status,error`, then the entry's fields (every one, or those `--fields` lists), empty when the
/// film is not charted. Rows end in CRLF.
enum TrendCSV {
  /// The CSV text.
  ///
  /// - Parameters:
  ///   - screen: The trend, its text already sanitized.
  ///   - fields: The entry's columns, in order.
  /// - Returns: The text for standard output.
  static func render(_ screen: TrendScreen, fields: [ChartField] = ChartField.allCases) -> String {
    let header =
      ["period", "firstDay", "lastDay", "isoWeek", "status", "error"] + fields.map(\.rawValue)
    let rows = screen.rows.map { row in
      TrendJSON.periodMembers(row).map { $0.1 ?? "" }
        + fields.map { field in row.entry.map(field.csv) ?? "" }
    }
    return CSV.document([header] + rows)
  }
}
