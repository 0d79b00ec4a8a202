/// How a chart is written to standard output (`--format`).
enum OutputFormat: String, CaseIterable, Sendable {
  /// An aligned table for people, fitted to the terminal, colored when allowed.
  case table
  /// One JSON document with a stable schema, for `jq` and programs; never colored.
  case json
  /// A header row and one RFC 4180 row per entry; never colored.
  case csv
}
