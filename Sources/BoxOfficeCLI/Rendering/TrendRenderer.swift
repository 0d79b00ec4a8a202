import BoxOffice

/// Writes a trend: the bars beside the columns of `--fields` in the table (``TrendTable``); the
/// fields of each period in JSON, one document with one record per period, and in CSV.
///
/// ```json
/// {
///   "schemaVersion": 1,
///   "sample": false,
///   "film": {"code": "20240811", "title": "한강의 밤"},
///   "kind": "weekly",
///   "periods": [
///     {
///       "period": "2025-W06",
///       "firstDay": "2025-02-03",
///       "lastDay": "2025-02-09",
///       "isoWeek": "2025-W06",
///       "status": "charted",
///       "error": null,
///       "rank": 1,
///       …
///     }
///   ]
/// }
/// ```
///
/// `status` is `charted`, `outOfChart` (the chart has figures, the film is not in it),
/// `noFigures` (KOBIS has none for the period yet) or `failed`, with `error` saying why (else
/// `null`). The entry's keys follow, as in the chart's JSON (``ChartRenderer``) and chosen with
/// `--fields`, each `null` when the film is not charted. `kind` is the charts' kind; days are
/// ISO 8601; `isoWeek` is `null` for days.
///
/// The CSV: a header row, then one row per period, quoted as RFC 4180 says.
///
/// The columns are those of the JSON records: `period,firstDay,lastDay,isoWeek,`
/// `status,error`, then the entry's fields (every one, or those `--fields` lists), empty when the
/// film is not charted. Rows end in CRLF.
struct TrendRenderer: FormatRenderer {
  typealias Screen = TrendScreen

  /// The entry fields; `nil` for every field in JSON and CSV and the table's own columns.
  var fields: [ChartField]?

  func json(_ screen: TrendScreen, isCompact: Bool) -> String {
    let fields = fields ?? ChartField.allCases
    let records = screen.rows.map { row in
      JSONValue.object(
        Self.periodMembers(row).map { ($0.0, .string($0.1)) }
          + fields.map { field in (field.rawValue, row.entry.map(field.json) ?? .null) })
    }
    return JSONValue.document(
      sample: screen.isSample, isCompact: isCompact,
      [
        ("film", .texts([("code", screen.film.code), ("title", screen.film.title)])),
        ("kind", .string(screen.rows.first?.period.kind.rawValue)),
        ("periods", .list(records)),
      ])
  }

  func csv(_ screen: TrendScreen) -> String {
    let fields = fields ?? ChartField.allCases
    let header =
      ["period", "firstDay", "lastDay", "isoWeek", "status", "error"] + fields.map(\.rawValue)
    let rows = screen.rows.map { row in
      Self.periodMembers(row).map { $0.1 ?? "" }
        + fields.map { field in row.entry.map { field.json($0).csvText } ?? "" }
    }
    return CSV.document([header] + rows)
  }

  private static func periodMembers(_ row: TrendRow) -> [(String, String?)] {
    let (status, error): (String, String?) =
      switch row.status {
      case .charted: ("charted", nil)
      case .outOfChart: ("outOfChart", nil)
      case .noFigures: ("noFigures", nil)
      case .failed(let failure): ("failed", failure.description)
      }
    return [("period", row.period.label)] + row.period.documentDays
      + [("status", status), ("error", error)]
  }
}
