import BoxOffice

/// Writes a chart: the table (``ChartTable``) in the columns of `--fields`, with `--bars`; the JSON
/// document, with a stable schema for `jq` and other programs; or the CSV.
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
///
/// The CSV: a header row, then one row per entry, quoted as RFC 4180 says.
///
/// The columns are those of the JSON entries, in the same order and with the same
/// values: `rank,rankChange,isNew,movieCode,title,openingDate,audience,audienceChange,`
/// `cumulativeAudience,revenue,revenueChange,cumulativeRevenue,revenueShare,screens,showings`,
/// or those `--fields` lists. A missing opening date is an empty field. Rows end in CRLF; a field
/// containing a comma, a double quote or a line break is enclosed in double quotes, with its
/// quotes doubled.
struct ChartRenderer: FormatRenderer {
  typealias Screen = ChartScreen

  /// The columns, in order; `nil` for every field in JSON and CSV and
  /// ``ChartField/tableDefault`` in the table.
  var fields: [ChartField]?
  /// Whether the table draws the share bars.
  var showsBars = false

  func json(_ screen: ChartScreen, isCompact: Bool) -> String {
    let fields = fields ?? ChartField.allCases
    let entries = screen.cells.map { cell in
      JSONValue.object(fields.map { ($0.rawValue, $0.json(cell.entry)) })
    }
    let period = [("kind", screen.period.kind.rawValue)] + screen.period.documentDays
    return JSONValue.document(
      sample: screen.isSample, isCompact: isCompact,
      period.map { ($0, .string($1)) } + [("entries", .list(entries))])
  }

  func csv(_ screen: ChartScreen) -> String {
    let fields = fields ?? ChartField.allCases
    return CSV.document(
      [fields.map(\.rawValue)]
        + screen.cells.map { cell in fields.map { $0.json(cell.entry).csvText } })
  }
}
