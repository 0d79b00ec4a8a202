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
/// Keys always appear, in this order. `kind` is `daily`, `weekly` (Monday–Sunday), `weekend`
/// (Friday–Sunday) or `weekdays` (Monday–Thursday); days are ISO 8601 `YYYY-MM-DD`; `isoWeek` is
/// `YYYY-Www`, `null` for a daily chart; `openingDate` is `null` when KOBIS gives none. Counts and
/// won amounts are JSON integers (exact: some exceed 2^53), `revenueShare` a percentage with
/// KOBIS's decimals, `rankChange` the places risen since the previous period (negative for a
/// fall, 0 for a new entry). Titles are cleaned of control characters and escape sequences.
/// A period without figures has `"entries": []`. `schemaVersion` changes only when a key is
/// removed or changes meaning.
///
/// `ChartJSON` has no state and is thread-safe.
enum ChartJSON {
  /// The version of the schema above.
  static let schemaVersion = 1

  /// The JSON document, pretty-printed with two-space indents and ending in a line break.
  ///
  /// - Parameter screen: The chart, its text already sanitized.
  /// - Returns: The text for standard output.
  static func render(_ screen: ChartScreen) -> String {
    let entries = screen.cells.map { cell in
      let entry = cell.entry
      let fields: [(String, String)] = [
        ("rank", String(entry.rank)),
        ("rankChange", String(entry.rankChange)),
        ("isNew", String(entry.isNew)),
        ("movieCode", string(entry.movieCode)),
        ("title", string(entry.title)),
        ("openingDate", entry.openingDate.map { string($0.description) } ?? "null"),
        ("audience", String(entry.audience)),
        ("audienceChange", String(entry.audienceChange)),
        ("cumulativeAudience", String(entry.cumulativeAudience)),
        ("revenue", String(entry.revenue)),
        ("revenueChange", String(entry.revenueChange)),
        ("cumulativeRevenue", String(entry.cumulativeRevenue)),
        ("revenueShare", entry.revenueShare.description),
        ("screens", String(entry.screens)),
        ("showings", String(entry.showings)),
      ]
      return object(fields, indent: 4)
    }
    let list = entries.isEmpty ? "[]" : "[\n" + entries.joined(separator: ",\n") + "\n  ]"
    let document = object(
      [
        ("schemaVersion", String(schemaVersion)),
        ("sample", String(screen.isSample)),
        ("kind", string(screen.kind.rawValue)),
        ("firstDay", string(screen.firstDay.description)),
        ("lastDay", string(screen.lastDay.description)),
        ("isoWeek", screen.isoWeek.map { string($0.description) } ?? "null"),
        ("entries", list),
      ], indent: 0)
    return document + "\n"
  }

  /// An object whose members are already JSON text, indented by `indent` spaces.
  private static func object(_ members: [(String, String)], indent: Int) -> String {
    let outer = String(repeating: " ", count: indent)
    let inner = outer + "  "
    let body = members.map { inner + string($0.0) + ": " + $0.1 }.joined(separator: ",\n")
    return outer + "{\n" + body + "\n" + outer + "}"
  }

  /// `text` as a JSON string (RFC 8259): quotes, backslashes and control characters escaped,
  /// everything else as UTF-8.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
