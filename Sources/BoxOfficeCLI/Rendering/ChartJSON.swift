import BoxOffice

/// The JSON view of a chart: one document with a stable schema, for `jq` and other programs.
///
/// ```json
/// {
///   "schemaVersion": 1,
///   "sample": false,
///   "kind": "weekly",
///   "firstDay": "2024-12-16",
///   "lastDay": "2024-12-22",
///   "isoWeek": "2024-W51",
///   "entries": [
///     {
///       "rank": 1,
///       "rankChange": 1,
///       "isNew": false,
///       "movieCode": "20240101",
///       "title": "소방관",
///       "openingDate": "2024-12-04",
///       "audience": 443210,
///       "audienceChange": -52110,
///       "cumulativeAudience": 2201345,
///       "revenue": 4305511020,
///       "revenueChange": -512230480,
///       "cumulativeRevenue": 21203344120,
///       "revenueShare": 38.7,
///       "screens": 1102,
///       "showings": 25120
///     }
///   ]
/// }
/// ```
///
/// Keys always appear, in this order; `--fields` chooses the entries' keys and their order, and
/// `--compact` writes the document on one line. `kind` is `daily`, `weekly` (Monday–Sunday), `weekend`
/// (Friday–Sunday) or `weekdays` (Monday–Thursday); days are ISO 8601 `YYYY-MM-DD`; `isoWeek` is
/// `YYYY-Www`, `null` for a daily chart; `openingDate` is `null` when KOBIS gives none. Counts and
/// won amounts are JSON integers (exact: some exceed 2^53), `revenueShare` a percentage with
/// KOBIS's decimals, `rankChange` the places risen since the previous period (negative for a
/// fall, 0 for a new entry). Titles are cleaned of control characters and escape sequences.
/// A period without figures has `"entries": []`. `schemaVersion` changes only when a key is
/// removed or changes meaning.
enum ChartJSON {
  /// The version of the schema above.
  static let schemaVersion = 1

  /// The JSON document, pretty-printed with two-space indents or on one line, ending in a line
  /// break.
  ///
  /// - Parameters:
  ///   - screen: The chart, its text already sanitized.
  ///   - fields: The entries' keys, in order; by default every field.
  ///   - isCompact: Whether to write one line without spaces.
  /// - Returns: The text for standard output.
  static func render(
    _ screen: ChartScreen, fields: [ChartField] = ChartField.allCases, isCompact: Bool = false
  ) -> String {
    let document = JSONValue.object([
      ("schemaVersion", .integer(schemaVersion)),
      ("sample", .bool(screen.isSample)),
      ("kind", .string(screen.period.kind.rawValue)),
      ("firstDay", .string(screen.period.firstDay.description)),
      ("lastDay", .string(screen.period.lastDay.description)),
      ("isoWeek", .string(screen.period.isoWeek?.description)),
      (
        "entries",
        .list(
          screen.cells.map { cell in .object(fields.map { ($0.rawValue, $0.json(cell.entry)) }) })
      ),
    ])
    return document.text(isCompact: isCompact) + "\n"
  }
}
