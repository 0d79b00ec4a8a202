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
    let layout = isCompact ? Layout.compact : .pretty
    let entries = screen.cells.map { cell in
      layout.object(fields.map { ($0.rawValue, $0.json(cell.entry)) }, depth: 2)
    }
    let document = layout.object(
      [
        ("schemaVersion", String(schemaVersion)),
        ("sample", String(screen.isSample)),
        ("kind", string(screen.kind.rawValue)),
        ("firstDay", string(screen.firstDay.description)),
        ("lastDay", string(screen.lastDay.description)),
        ("isoWeek", screen.isoWeek.map { string($0.description) } ?? "null"),
        ("entries", layout.array(entries, depth: 1)),
      ], depth: 0)
    return document + "\n"
  }

  /// How the document is laid out: pretty-printed or on one line.
  enum Layout {
    case pretty
    case compact

    /// An object whose members are already JSON text, its members at `depth` + 1.
    func object(_ members: [(String, String)], depth: Int) -> String {
      switch self {
      case .compact:
        return "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
      case .pretty:
        let inner = String(repeating: "  ", count: depth + 1)
        let body = members.map { inner + string($0.0) + ": " + $0.1 }.joined(separator: ",\n")
        return "{\n" + body + "\n" + String(repeating: "  ", count: depth) + "}"
      }
    }

    /// A list whose elements are already JSON text (objects at `depth` + 1).
    func array(_ elements: [String], depth: Int) -> String {
      switch self {
      case .compact:
        return "[" + elements.joined(separator: ",") + "]"
      case .pretty:
        guard !elements.isEmpty else { return "[]" }
        let inner = String(repeating: "  ", count: depth + 1)
        return "[\n" + elements.map { inner + $0 }.joined(separator: ",\n") + "\n"
          + String(repeating: "  ", count: depth) + "]"
      }
    }
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
