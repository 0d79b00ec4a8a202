import BoxOffice

/// A film's card as lines of text fitted to a width: the title, the subtitle, then each section's
/// title and its rows, labels in a column of their own and values wrapped beside them.
///
/// ```
/// 광해, 왕이 된 남자
/// Masquerade · 2012 · 131 min · 15+
///
/// Film
/// Code           20124079
/// Running time   131 min
/// ```
///
/// The `movie` table and the browser's details pane both draw these lines, so a card reads the
/// same in both. Texts must already be safe to print.
enum MovieCardText {
  /// One line and how it is emphasised.
  struct Line: Equatable, Sendable {
    /// What a line is.
    enum Kind: Equatable, Sendable {
      /// The film's title.
      case title
      /// The subtitle, or a message in place of the sections.
      case muted
      /// A section's title.
      case section
      /// A row, or a blank line.
      case plain
    }

    var text: String
    var kind: Kind
  }

  /// The lines of a card.
  ///
  /// - Parameters:
  ///   - title: The title line, or `""` for none.
  ///   - subtitle: The subtitle, or `""` for none.
  ///   - sections: The sections.
  ///   - width: The cells available per line.
  /// - Returns: The lines, none wider than `width` (but for a single character wider than it).
  static func lines(
    title: String, subtitle: String, sections: [MovieDetailsSection], width: Int
  ) -> [Line] {
    let width = max(1, width)
    var lines = [(title, Line.Kind.title), (subtitle, .muted)].flatMap { text, kind in
      TextWrapping.lines(of: text, width: width, breaksLongWords: true).filter { !$0.isEmpty }
        .map { Line(text: $0, kind: kind) }
    }
    for section in sections {
      lines.append(Line(text: "", kind: .plain))
      lines.append(
        Line(text: TerminalCellWidth.truncate(section.title, toCells: width), kind: .section))
      let labelWidth = min(
        section.rows.map { TerminalCellWidth.of($0.label) }.max() ?? 0, max(6, width / 2))
      for row in section.rows {
        let label = TerminalCellWidth.truncate(row.label, toCells: labelWidth)
        let values = TextWrapping.lines(
          of: row.value, width: max(1, width - labelWidth - 2), breaksLongWords: true)
        for (index, value) in values.enumerated() {
          let head = index == 0 ? label : ""
          let gap = String(repeating: " ", count: labelWidth - TerminalCellWidth.of(head) + 2)
          lines.append(Line(text: head + gap + value, kind: .plain))
        }
      }
    }
    return lines
  }
}
