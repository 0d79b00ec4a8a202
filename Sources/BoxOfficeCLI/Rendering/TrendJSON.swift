import BoxOffice

/// The JSON view of a trend: one document, with one record per period.
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
/// `null`). The entry's keys follow, as in the chart's JSON (``ChartJSON``) and chosen with
/// `--fields`, each `null` when the film is not charted. `kind` is the charts' kind; days are
/// ISO 8601; `isoWeek` is `null` for days.
enum TrendJSON {
  /// The JSON document, ending in a line break.
  ///
  /// - Parameters:
  ///   - screen: The trend, its text already sanitized.
  ///   - fields: The entry's keys in each record, in order.
  ///   - isCompact: Whether to write one line without spaces.
  /// - Returns: The text for standard output.
  static func render(
    _ screen: TrendScreen, fields: [ChartField] = ChartField.allCases, isCompact: Bool = false
  ) -> String {
    let records = screen.rows.map { row in
      JSONValue.object(
        periodMembers(row).map { ($0.0, .string($0.1)) }
          + fields.map { field in (field.rawValue, row.entry.map(field.json) ?? .null) })
    }
    let document = JSONValue.object([
      ("schemaVersion", .integer(ChartJSON.schemaVersion)),
      ("sample", .bool(screen.isSample)),
      (
        "film",
        .object([("code", .string(screen.film.code)), ("title", .string(screen.film.title))])
      ),
      ("kind", .string(screen.rows.first?.period.kind.rawValue)),
      ("periods", .list(records)),
    ])
    return document.text(isCompact: isCompact) + "\n"
  }

  static func periodMembers(_ row: TrendRow) -> [(String, String?)] {
    let status: String
    var error: String?
    switch row.status {
    case .charted: status = "charted"
    case .outOfChart: status = "outOfChart"
    case .noFigures: status = "noFigures"
    case .failed(let failure):
      status = "failed"
      error = failure.description
    }
    return [
      ("period", row.period.label),
      ("firstDay", row.period.firstDay.description),
      ("lastDay", row.period.lastDay.description),
      ("isoWeek", row.period.isoWeek?.description),
      ("status", status),
      ("error", error),
    ]
  }
}
