/// Breaks text into lines that fit a width in terminal cells (``TerminalCellWidth``), between
/// words: a Hangul syllable counts two cells, as the table counts it.
///
/// The one word-wrapper of every view: the help, the notes under a table, the film's card, the
/// browser's messages. A word wider than a whole line is cut with `…` (prose that must fit), or
/// broken across lines where every character counts (a card's values).
///
/// ```swift
/// print(TextWrapping.lines(of: "한강의 밤 and more", width: 10))
/// // Prints: ["한강의 밤", "and more"]
/// ```
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
  ///   - breaksLongWords: Whether a word wider than a line is broken across lines rather than
  ///     cut with `…`.
  /// - Returns: The lines, at least one.
  static func lines(
    of text: String, width: Int, indent: Int = 0, firstIndent: Int? = nil,
    breaksLongWords: Bool = false
  ) -> [String] {
    var lines: [String] = []
    var line: String?
    func margin() -> String {
      String(repeating: " ", count: lines.isEmpty ? firstIndent ?? indent : indent)
    }
    for word in text.split(separator: " ").map(String.init) {
      if let current = line,
        TerminalCellWidth.of(current) + 1 + TerminalCellWidth.of(word) <= width
      {
        line = current + " " + word
        continue
      }
      if let current = line { lines.append(current) }
      var start = margin()
      let room = max(1, width - start.count)
      guard breaksLongWords else {
        line = start + TerminalCellWidth.truncate(word, toCells: room)
        continue
      }
      var rest = word
      while TerminalCellWidth.of(rest) > room {
        var cut = ""
        // The line ends at the first character that does not fit: a narrower one after it
        // belongs to the next line, not in its place.
        for character in rest {
          guard TerminalCellWidth.of(cut + String(character)) <= room else { break }
          cut.append(character)
        }
        if cut.isEmpty { cut = String(rest.prefix(1)) }
        lines.append(start + cut)
        rest = String(rest.dropFirst(cut.count))
        start = margin()
      }
      line = start + rest
    }
    lines.append(line ?? margin())
    return lines
  }
}
