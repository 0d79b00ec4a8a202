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
    let layout = isCompact ? ChartJSON.Layout.compact : .pretty
    let records = screen.rows.map { row in
      layout.object(
        periodMembers(row).map { ($0.0, $0.1.map(ChartJSON.string) ?? "null") }
          + fields.map { field in (field.rawValue, row.entry.map(field.json) ?? "null") },
        depth: 2)
    }
    let film = layout.object(
      [
        ("code", ChartJSON.string(screen.film.code)),
        ("title", ChartJSON.string(screen.film.title)),
      ], depth: 1)
    let kind = screen.rows.first.map { ChartJSON.string($0.period.kind.rawValue) } ?? "null"
    return layout.object(
      [
        ("schemaVersion", String(ChartJSON.schemaVersion)),
        ("sample", String(screen.isSample)),
        ("film", film),
        ("kind", kind),
        ("periods", layout.array(records, depth: 1)),
      ], depth: 0) + "\n"
  }

  /// The period's own keys and values (`nil` for none), shared with ``TrendCSV``.
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
      ("period", row.periodText),
      ("firstDay", row.period.firstDay.description),
      ("lastDay", row.period.lastDay.description),
      ("isoWeek", row.period.isoWeek?.description),
      ("status", status),
      ("error", error),
    ]
  }
}
