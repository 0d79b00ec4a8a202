/// The CSV view of a chart: a header row, then one row per entry, quoted as RFC 4180 says.
///
/// The columns are those of the JSON entries (``ChartJSON``), in the same order and with the same
/// values: `rank,rankChange,isNew,movieCode,title,openingDate,audience,audienceChange,`
/// `cumulativeAudience,revenue,revenueChange,cumulativeRevenue,revenueShare,screens,showings`,
/// or those `--fields` lists. A missing opening date is an empty field. Rows end in CRLF; a field
/// containing a comma, a double quote or a line break is enclosed in double quotes, with its
/// quotes doubled.
enum ChartCSV {
  /// The CSV text.
  ///
  /// - Parameters:
  ///   - screen: The chart, its text already sanitized.
  ///   - fields: The columns, in order; by default every field.
  /// - Returns: The text for standard output.
  static func render(_ screen: ChartScreen, fields: [ChartField] = ChartField.allCases) -> String {
    CSV.document(
      [fields.map(\.rawValue)] + screen.cells.map { cell in fields.map { $0.csv(cell.entry) } })
  }
}
