/// Breaks text into lines that fit a width in terminal cells (``TerminalCellWidth``), between
/// words: a Hangul syllable counts two cells, as the table counts it.
///
/// A word wider than a whole line is cut with `…` rather than left to overflow.
///
/// ```swift
/// print(TextWrapping.lines(of: "한강의 밤 and more", width: 10))
/// // Prints: ["한강의 밤", "and more"]
/// ```
///
/// `TextWrapping` has no state and is thread-safe.
enum TextWrapping {
  /// `text`'s words (split at spaces) joined by single spaces into lines of at most `width`
  /// cells, each line after the first indented by `indent` spaces, and the first by
  /// `firstIndent` (by default the same).
  ///
  /// - Parameters:
  ///   - text: The text, on one line.
  ///   - width: The most cells a line takes, indent included.
  ///   - indent: The spaces before every line but the first.
  ///   - firstIndent: The spaces before the first line; `indent` when `nil`.
  /// - Returns: The lines, at least one.
  static func lines(of text: String, width: Int, indent: Int = 0, firstIndent: Int? = nil)
    -> [String]
  {
    pieces(
      text.split(separator: " ").map(String.init), separator: " ", width: width,
      indent: indent, firstIndent: firstIndent)
  }

  /// `parts` joined by `separator` into lines of at most `width` cells, a line breaking only
  /// between parts (where the separator is left out), a part too wide for a line of its own cut
  /// with `…`.
  ///
  /// - Parameters:
  ///   - parts: The pieces, in order.
  ///   - separator: What joins two pieces on one line.
  ///   - width: The most cells a line takes, indent included.
  ///   - indent: The spaces before every line but the first.
  ///   - firstIndent: The spaces before the first line; `indent` when `nil`.
  /// - Returns: The lines, at least one.
  static func pieces(
    _ parts: [String], separator: String, width: Int, indent: Int = 0, firstIndent: Int? = nil
  ) -> [String] {
    var lines: [String] = []
    var line: String?
    func margin() -> String {
      String(repeating: " ", count: lines.isEmpty ? firstIndent ?? indent : indent)
    }
    for part in parts {
      if let current = line,
        TerminalCellWidth.of(current) + TerminalCellWidth.of(separator + part) <= width
      {
        line = current + separator + part
        continue
      }
      if let current = line { lines.append(current) }
      let start = margin()
      line = start + TerminalCellWidth.truncate(part, toCells: max(1, width - start.count))
    }
    lines.append(line ?? margin())
    return lines
  }
}
