import BoxOffice

/// The table view of a chart, for people at a terminal.
///
/// ```
/// Weekly box office (Mon–Sun) · 2025-02-03 – 2025-02-09 · ISO week 2025-W06
/// Sample data: invented films and figures, not from KOBIS.
///
///  #  Change  Title                        Opened      Audience  Cumulative  Share
///  1  NEW     한강의 밤                    2025-02-05   512,350     518,590  31.8%
///  2  ▼1      바람의 검객                  2025-01-22   337,480   2,703,598  20.6%
/// ```
///
/// The columns are rank, rank change, title, opening date, admissions in the period, admissions
/// since release and revenue share, as the chart view model's cells word them; they line up with Korean titles and fit `width` cells: the
/// title column shrinks first (long titles are cut with `…`), then the opening date, cumulative
/// admissions and share columns are left out, in that order. With a color palette the header is
/// bold, rises green, falls red, and a new entry's title and NEW badge bold yellow; without one
/// the NEW badge still marks new entries.
///
/// `ChartTable` has no state and is thread-safe.
enum ChartTable {
  /// The lines of the table view, each ending in a line break.
  ///
  /// - Parameters:
  ///   - screen: The chart, its text already sanitized.
  ///   - width: The terminal's width in cells.
  ///   - palette: Whether to color.
  /// - Returns: The text for standard output.
  static func render(_ screen: ChartScreen, width: Int, palette: Palette) -> String {
    var lines = wrap(screen.titleParts, ChartScreen.titleSeparator, width)
      .map { palette.paint($0, .heading) }
    if screen.isSample {
      lines += wrap(words(ChartScreen.sampleNote), " ", width).map {
        palette.paint($0, .muted)
      }
    }
    lines.append("")
    if screen.cells.isEmpty {
      lines += wrap(words(ChartScreen.emptyNote), " ", width)
    } else {
      lines += table(screen.cells).render(width: width, palette: palette)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func table(_ cells: [BoxOfficeCellData]) -> TextTable {
    var table = TextTable(columns: [
      .init(heading: "#", alignment: .right),
      .init(heading: "Change"),
      .init(heading: "Title", isFlexible: true),
      .init(heading: "Opened", dropOrder: 1),
      .init(heading: "Audience", alignment: .right),
      .init(heading: "Cumulative", alignment: .right, dropOrder: 2),
      .init(heading: "Share", alignment: .right, dropOrder: 3),
    ])
    table.rows = cells.map { cell in
      let changeStyle: TextStyle? =
        switch cell.rankChange {
        case .new: .newEntry
        case .up: .rise
        case .down: .fall
        case .same: nil
        }
      return [
        .init(String(cell.rank)),
        .init(cell.rankChangeText, style: changeStyle),
        .init(cell.title, style: cell.isNew ? .newEntry : nil),
        .init(cell.openingDateText ?? ""),
        .init(cell.audienceText),
        .init(cell.cumulativeAudienceText),
        .init(cell.shareText),
      ]
    }
    return table
  }

  /// The parts joined by `separator` into lines of at most `width` cells, a part too long for a
  /// line of its own cut with `…`.
  private static func wrap(_ parts: [String], _ separator: String, _ width: Int) -> [String] {
    var lines: [String] = []
    for part in parts {
      if let last = lines.last, TerminalCellWidth.of(last + separator + part) <= width {
        lines[lines.count - 1] = last + separator + part
      } else {
        lines.append(part)
      }
    }
    return lines.map { TerminalCellWidth.truncate($0, toCells: max(1, width)) }
  }

  private static func words(_ text: String) -> [String] {
    text.split(separator: " ").map(String.init)
  }
}
