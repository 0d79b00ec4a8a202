import BoxOffice

/// The table view of a trend: one line per period, the film's audience drawn as a horizontal bar
/// of eighth blocks (``BlockBar``) scaled to the terminal's width, its figures beside it.
///
/// ```
/// 한강의 밤 (20240811) · Weekly audience (Mon–Sun) · 2025-W03 – 2025-W10
/// Sample data: invented films and figures, not from KOBIS.
///
/// Week                                  #  Audience  Change  Cumulative
/// 2025-W05  not in the chart
/// 2025-W06  █████████████████████▌      1   512,350     NEW     518,590
/// 2025-W07  ██████████████▊             1   352,110  -31.3%     870,700
/// ```
///
/// The bar takes the room the other columns leave, up to ``maximumBarWidth`` cells; the longest
/// bar is the film's best period. A period the film was out of the chart, one without figures
/// and one that failed (with its reason) get a note instead of a bar. When the bar would be
/// narrower than ``minimumBarWidth`` cells, the figures beside it are left out, the last first
/// (the audience stays); on a terminal too narrow even for a bar beside the period and the
/// audience, each period is a line of the period and the audience. Every line fits `width`
/// cells; the title wraps as the chart's does, Korean titles two cells a syllable.
enum TrendTable {
  /// The longest bar, in cells.
  static let maximumBarWidth = 48
  /// The shortest bar worth drawing before figures are left out.
  static let minimumBarWidth = 8

  /// The columns beside the bars without `--fields`; `nil` stands for the change in percent.
  private static let defaultColumns: [ChartField?] = [.rank, .audience, nil, .cumulativeAudience]

  /// The heading of a column beside the bars: a field's, or the change's.
  private static func heading(_ column: ChartField?) -> String {
    column?.heading ?? "Change"
  }

  /// A row's cell of a column beside the bars: empty when the film is not charted.
  private static func cell(_ column: ChartField?, _ row: TrendRow) -> TextTable.Cell {
    guard let entry = row.entry else { return .init("") }
    if let column { return column.tableCell(ChartRow(entry: entry)) }
    let style: CellAttributes? =
      entry.isNew ? .newEntry : row.changeText.hasPrefix("-") ? .fall : .rise
    return .init(row.changeText, style: style)
  }

  fileprivate static func body(
    _ screen: TrendScreen, width: Int, palette: Palette, columns chosen: [ChartField?]?
  ) -> [String] {
    let rows = screen.rows
    let periodWidth = rows.reduce(TerminalCellWidth.of(screen.periodHeading)) {
      max($0, TerminalCellWidth.of($1.period.label))
    }
    var columns = chosen ?? defaultColumns
    let keep = columns.contains(.audience) ? .audience : columns.first ?? nil
    func natural(_ column: ChartField?) -> Int {
      rows.reduce(TerminalCellWidth.of(heading(column))) {
        max($0, TerminalCellWidth.of(cell(column, $1).text))
      }
    }
    func barRoom() -> Int {
      width - periodWidth - columns.reduce(0) { $0 + natural($1) + TextTable.gap } - TextTable.gap
    }
    while barRoom() < minimumBarWidth, let drop = columns.lastIndex(where: { $0 != keep }) {
      columns.remove(at: drop)
    }
    let barWidth = min(maximumBarWidth, barRoom())
    guard barWidth >= 1 else {
      return rows.map { row in
        let figure =
          row.entry.map { ChartRow.groupingThousands($0.audience) }
          ?? row.note ?? ""
        return TerminalCellWidth.truncate(
          row.period.label + " " + figure, toCells: width)
      }
    }
    // The bars are padded to their width, so that the columns beside them line up even when no
    // period has a bar.
    var table = TextTable(
      columns: [.init(heading: screen.periodHeading), .init(heading: "")]
        + columns.map { .init(heading: heading($0), alignment: .right) })
    table.rows = rows.map { row in
      let bar = BlockBar.text(fraction: row.fraction, width: barWidth)
      return [
        .init(row.period.label), .init(bar + String(repeating: " ", count: barWidth - bar.count)),
      ]
        + columns.map { cell($0, row) }
    }
    var lines = table.render(width: width, palette: palette)
    for (index, row) in rows.enumerated() {
      guard let note = row.note else { continue }
      let room = max(1, width - periodWidth - TextTable.gap)
      let text = TerminalCellWidth.truncate(note, toCells: room)
      let style: CellAttributes = if case .failed = row.status { .fall } else { .muted }
      lines[index + 1] =
        row.period.label
        + String(
          repeating: " ",
          count: periodWidth - TerminalCellWidth.of(row.period.label) + TextTable.gap)
        + palette.paint(text, style)
    }
    return lines
  }
}

extension TrendRenderer {
  /// The lines of the table view (``TrendTable``), each ending in a line break, the columns of
  /// ``fields`` beside the bars (by default rank, audience, change and cumulative audience).
  ///
  /// - Parameters:
  ///   - screen: The trend, its text already sanitized.
  ///   - width: The terminal's width in cells.
  ///   - palette: Whether to color.
  /// - Returns: The text for standard output.
  func table(_ screen: TrendScreen, width: Int, palette: Palette) -> String {
    ChartTable.page(screen.titleParts, isSample: screen.isSample, width: width, palette: palette) {
      TrendTable.body(screen, width: $0, palette: palette, columns: fields)
    }
  }
}
