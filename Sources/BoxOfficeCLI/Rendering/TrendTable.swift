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

  /// A column beside the bars: a chart field, or the change in audience since the period before,
  /// in percent, which only a trend has.
  private enum Column: Equatable {
    case field(ChartField)
    case change
  }

  /// The columns beside the bars without `--fields`.
  private static let defaultColumns: [Column] = [
    .field(.rank), .field(.audience), .change, .field(.cumulativeAudience),
  ]

  private static func heading(_ column: Column) -> String {
    switch column {
    case .field(let field): field.heading
    case .change: "Change"
    }
  }

  /// A row's cell of a column beside the bars: empty when the film is not charted.
  private static func cell(_ column: Column, _ row: TrendRow) -> TextTable.Cell {
    guard let entry = row.entry else { return .init("") }
    switch column {
    case .field(let field):
      return field.tableCell(ChartRow(entry: entry))
    case .change:
      let style: CellAttributes =
        entry.isNew ? .newEntry : row.changeText.hasPrefix("-") ? .fall : .rise
      return .init(row.changeText, style: style)
    }
  }

  fileprivate static func body(
    _ screen: TrendScreen, width: Int, palette: Palette, fields: [ChartField]?
  ) -> [String] {
    let rows = screen.rows
    let periodWidth = rows.reduce(TerminalCellWidth.of(screen.periodHeading)) {
      max($0, TerminalCellWidth.of($1.period.label))
    }
    var columns = fields?.map(Column.field) ?? defaultColumns
    let keep = columns.contains(.field(.audience)) ? .field(.audience) : columns.first
    func natural(_ column: Column) -> Int {
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
      TrendTable.body(screen, width: $0, palette: palette, fields: fields)
    }
  }
}
