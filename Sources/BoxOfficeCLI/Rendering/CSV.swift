import Foundation

/// CSV as RFC 4180 writes it, for every command's `--format csv`: a field quoted only when it
/// holds a comma, a quote or a line break (quotes doubled), fields joined by commas, each line
/// ending in CRLF.
///
/// ```swift
/// print(CSV.document([["rank", "title"], ["1", "a, b"]]), terminator: "")
/// // Prints: rank,title
/// //         1,"a, b"
/// ```
enum CSV {
  /// The lines of `rows`, the first usually the header.
  static func document(_ rows: [[String]]) -> String {
    rows.map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
  }

  /// `text` as one field.
  static func field(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { ",\"\r\n".unicodeScalars.contains($0) }) else {
      return text
    }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
