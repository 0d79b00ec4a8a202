import BoxOffice
import Foundation

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
/// since release and revenue share, as the chart view model's cells word them, or those
/// `--fields` lists (``ChartField``). They line up with Korean titles, and every line fits
/// `width` cells down to 20 and below: the title column shrinks first (long titles are cut with
/// `…`), then the opening date, cumulative admissions, share, admissions and rank-change columns
/// are left out, in that order, and then titles are cut shorter still; a terminal too narrow for
/// the rank and a title gets each row as a line of "rank title". With `--fields`, the columns
/// after the title are left out from the last. The title wraps between its parts (at ` · `) and
/// then between words, so a date is never cut. With a color palette the header is bold, rises
/// green, falls red, and a new entry's title and NEW badge bold yellow; without one the NEW badge
/// still marks new entries.
///
/// With `--bars`, a last column draws each film's revenue share as a bar of eighth blocks
/// (``BlockBar``), the largest share ``barWidth`` cells long. The user asked for it, so on a
/// narrow terminal the opening date and cumulative admissions are left out before it; with
/// `--fields`, which names every column, it goes first.
enum ChartTable {
  /// The order in which the default columns are left out on a narrow terminal, `nil` standing
  /// for the `--bars` column. The rank change goes last, as it carries the NEW badge that marks
  /// new entries without color.
  static let dropOrder: [ChartField?] = [
    .openingDate, .cumulativeAudience, nil, .revenueShare, .audience, .rankChange,
  ]

  /// A chart's or a trend's table view, each line ending in a line break: the title, the
  /// sample's note if `isSample`, a blank line, then the lines `body` lays out in the width (at
  /// least one cell).
  static func page(
    _ parts: [String], isSample: Bool, width: Int, palette: Palette, body: (Int) -> [String]
  ) -> String {
    let width = max(1, width)
    let note = isSample ? TextWrapping.lines(of: ChartScreen.sampleNote, width: width) : []
    let lines =
      heading(parts, width: width).map { palette.paint($0, .heading) }
      + note.map { palette.paint($0, .muted) } + [""] + body(width)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The title's parts joined by ` · ` into lines of at most `width` cells; a part too wide for
  /// a line of its own is broken between words, on lines of its own.
  static func heading(_ parts: [String], width: Int) -> [String] {
    var lines: [String] = []
    var joinable = false
    for part in parts {
      let joined = (lines.last ?? "") + ChartTitle.separator + part
      if joinable, TerminalCellWidth.of(joined) <= width {
        lines[lines.count - 1] = joined
      } else if TerminalCellWidth.of(part) <= width {
        lines.append(part)
        joinable = true
      } else {
        lines += TextWrapping.lines(of: part, width: width)
        joinable = false
      }
    }
    return lines
  }

  /// The cells of the longest share bar.
  static let barWidth = 16

  /// The table of `cells` before it is fitted to a width: the columns of `fields` (by default
  /// ``ChartField/tableDefault``) with their headings, alignment, styles and drop order, and the
  /// share bars. The browser lists a chart with it too.
  static func table(
    _ cells: [ChartRow], fields: [ChartField]?, showsBars: Bool
  ) -> TextTable {
    let chosen = fields ?? ChartField.tableDefault
    let drops: [ChartField?] =
      fields == nil
      ? dropOrder
      : [nil] + chosen.reversed().filter { $0 != .title && $0 != .rank && $0 != chosen.first }
    var table = TextTable(
      columns: chosen.map { field in
        .init(
          heading: field.heading, alignment: field.alignment, isFlexible: field == .title,
          dropOrder: drops.firstIndex(of: field).map { $0 + 1 })
      })
    table.rows = cells.map { cell in chosen.map { $0.tableCell(cell) } }
    if showsBars {
      let shares = cells.map { NSDecimalNumber(decimal: $0.entry.revenueShare).doubleValue }
      let largest = shares.max() ?? 0
      table.columns.append(.init(heading: "", dropOrder: drops.firstIndex(of: nil).map { $0 + 1 }))
      for (index, share) in shares.enumerated() {
        let fraction = largest > 0 ? share / largest : 0
        table.rows[index].append(.init(BlockBar.text(fraction: fraction, width: barWidth)))
      }
    }
    return table
  }
}

extension ChartRenderer {
  /// The lines of the table view (``ChartTable``), each ending in a line break: the columns of
  /// ``fields`` (by default ``ChartField/tableDefault``), with the share bars when ``showsBars``.
  ///
  /// - Parameters:
  ///   - screen: The chart, its text already sanitized.
  ///   - width: The terminal's width in cells.
  ///   - palette: Whether to color.
  /// - Returns: The text for standard output.
  func table(_ screen: ChartScreen, width: Int, palette: Palette) -> String {
    ChartTable.page(screen.titleParts, isSample: screen.isSample, width: width, palette: palette) {
      width in
      guard !screen.cells.isEmpty else {
        return TextWrapping.lines(of: ChartScreenModel.emptyNote, width: width)
      }
      let table = ChartTable.table(screen.cells, fields: fields, showsBars: showsBars)
      if table.fits(width: width) { return table.render(width: width, palette: palette) }
      return screen.cells.map { cell in
        let rank = String(cell.rank) + " "
        let title = TerminalCellWidth.truncate(
          cell.title, toCells: max(1, width - TerminalCellWidth.of(rank)))
        return rank + palette.paint(title, cell.isNew ? .newEntry : nil)
      }
    }
  }
}
