import BoxOffice

/// Draws the browser's screen as a terminal frame, which ``FrameWriter`` then writes by the
/// cells that changed.
///
/// The view model decides what every part says; this lays it out (``BrowserLayout``) and draws:
/// the header with its badge and spinner, the chart's or the search's rows as a table fitted to
/// the list's width (the chart's columns are the `weekly` table's, dropped in the same order when
/// room runs out), the selected row in reverse video, a previous period's rows dimmed, the
/// details pane beside or below behind a rule, the status line, the keys over the list, or the
/// message of a terminal too small.
///
/// Without colors (`--color never`, `NO_COLOR`) it keeps bold, dim and reverse video, which the
/// selection needs, and drops the colors.
struct BrowseRenderer: Renderer {
  /// The spinner's frame, counting up while something loads.
  var spinnerFrame = 0

  /// The frame that shows `screen`, colored as `target`'s palette allows.
  func render(_ screen: BrowseScreen, in target: RenderTarget) -> ScreenFrame {
    var frame = draw(screen.model)
    if !target.palette.isEnabled {
      for row in frame.rows.indices {
        frame.paint(row: row, column: 0, width: frame.size.columns) { $0.color = nil }
      }
    }
    return frame
  }

  private func draw(_ model: BrowserScreenModel) -> ScreenFrame {
    let layout = BrowserLayout(size: model.size, hasPane: model.detailPane != nil)
    var frame = ScreenFrame(size: layout.size)
    if layout.isTooSmall {
      let message =
        "The terminal is \(layout.size) cells; the browser needs at least "
        + "\(BrowserLayout.minimumSize). Enlarge it, or press q to quit."
      frame.putWrapped(
        message,
        in: BrowserRegion(top: 0, left: 0, width: layout.size.columns, height: layout.size.rows))
      return frame
    }
    drawHeader(model, &frame, layout.header)
    drawList(model.list, &frame, layout.list)
    if let pane = model.detailPane, let region = layout.pane {
      drawPane(pane, &frame, region, layout)
    }
    frame.put(
      model.status, row: layout.status.top, column: 0, width: layout.status.width,
      attributes: .dim)
    if let help = model.help { drawHelp(help, &frame, layout.list) }
    return frame
  }

  // MARK: - Parts

  private func drawHeader(
    _ model: BrowserScreenModel, _ frame: inout ScreenFrame, _ region: BrowserRegion
  ) {
    let header = model.header
    var badge = header.badge?.text ?? ""
    var attributes = CellAttributes.dim
    if model.isLoading {
      badge = WaitIndicator.frames[spinnerFrame % WaitIndicator.frames.count] + " " + badge
      attributes = CellAttributes(color: 33)
    } else if header.badge == .failed {
      attributes = CellAttributes(bold: true, color: 31)
    }
    let badgeWidth = TerminalCellWidth.of(badge)
    let room = max(1, region.width - (badgeWidth > 0 ? badgeWidth + 2 : 0))
    frame.put(
      TerminalCellWidth.truncate(header.title, toCells: room),
      row: region.top, column: region.left, width: room, attributes: .bold)
    if badgeWidth > 0, badgeWidth < region.width {
      frame.put(
        badge, row: region.top, column: region.left + region.width - badgeWidth,
        attributes: attributes)
    }
  }

  private func drawList(_ list: BrowserList, _ frame: inout ScreenFrame, _ region: BrowserRegion) {
    switch list {
    case .chart(let rows, let isStale, let message):
      let table = ChartTable.table(rows.cells, fields: nil, showsBars: false)
      drawTable(table, rows: rows, message: message, stale: isStale, &frame, region)
    case .search(let text, let rows, let message):
      let prompt = "Search: "
      frame.put(prompt, row: region.top, column: region.left, attributes: .bold)
      let typed = TerminalCellWidth.truncate(
        text, toCells: max(1, region.width - prompt.count - 1))
      let end =
        region.left + prompt.count
        + frame.put(typed, row: region.top, column: region.left + prompt.count)
      frame.put(" ", row: region.top, column: end, attributes: CellAttributes(inverse: true))
      let table = MovieTable.searchTable(rows.cells)
      drawTable(
        table, rows: rows, message: message, stale: false, &frame,
        BrowserRegion(
          top: region.top + 1, left: region.left, width: region.width, height: region.height - 1))
    }
  }

  /// A table's headings and rows in `region`, the selection reversed; or `message` alone.
  private func drawTable<Cell>(
    _ table: TextTable, rows: BrowserRows<Cell>, message: String?, stale: Bool,
    _ frame: inout ScreenFrame, _ region: BrowserRegion
  ) {
    guard region.height > 0 else { return }
    if rows.cells.isEmpty {
      return frame.putWrapped(message ?? "", in: region, attributes: .dim)
    }
    for (line, cells) in table.placedCells(width: region.width).prefix(region.height).enumerated() {
      let row = region.top + line
      for cell in cells {
        // A previous period's rows are dimmed, their headings are not.
        var attributes = cell.style ?? .plain
        attributes.dim = attributes.dim || (stale && line > 0)
        frame.put(cell.text, row: row, column: region.left + cell.column, attributes: attributes)
      }
      if line > 0, line - 1 == rows.selectedIndex {
        // The selection: reversed, and never dim, whatever else each cell keeps.
        frame.paint(row: row, column: region.left, width: region.width) {
          $0.inverse = true
          $0.dim = false
        }
      }
    }
  }

  private func drawPane(
    _ pane: BrowserDetailPane, _ frame: inout ScreenFrame, _ region: BrowserRegion,
    _ layout: BrowserLayout
  ) {
    if layout.isPaneBeside {
      for row in region.top..<(region.top + region.height) {
        frame.put("│", row: row, column: region.left - 1, attributes: .dim)
      }
    } else {
      frame.put(
        String(repeating: "─", count: region.width), row: region.top - 1, column: region.left,
        attributes: .dim)
    }
    let width = max(1, region.width - (layout.isPaneBeside ? 1 : 0))
    let left = region.left + (layout.isPaneBeside ? 1 : 0)
    var lines = MovieCardText.lines(
      title: pane.title, subtitle: "", sections: pane.sections, width: width)
    let message = pane.message.map {
      TextWrapping.lines(of: $0, width: width, breaksLongWords: true)
    }
    lines += (message ?? []).map { MovieCardText.Line(text: $0, kind: .muted) }
    if lines.count > region.height {
      lines = Array(lines.prefix(max(0, region.height - 1))) + [.init(text: "…", kind: .muted)]
    }
    for (index, line) in lines.enumerated() {
      let attributes: CellAttributes =
        switch line.kind {
        case .title: .bold
        case .muted: .dim
        case .section: CellAttributes(bold: true, color: 36)
        case .plain: .plain
        }
      frame.put(
        line.text, row: region.top + index, column: left, width: width, attributes: attributes)
    }
  }

  private func drawHelp(
    _ help: [BrowserHelpEntry], _ frame: inout ScreenFrame, _ region: BrowserRegion
  ) {
    let keysWidth = help.map { TerminalCellWidth.of($0.keys) }.max() ?? 0
    let lines = help.map { entry in
      entry.keys + String(repeating: " ", count: keysWidth - TerminalCellWidth.of(entry.keys) + 2)
        + entry.action
    }
    let footer = "Any key closes this."
    let inner = min(
      region.width - 4, max(footer.count, lines.map { TerminalCellWidth.of($0) }.max() ?? 0))
    guard inner > 0 else { return }
    let height = min(region.height, lines.count + 4)
    let top = region.top + max(0, (region.height - height) / 2)
    let left = region.left + max(0, (region.width - inner - 4) / 2)
    let body = Array(lines.prefix(max(0, height - 4))) + ["", footer]
    frame.put("┌" + String(repeating: "─", count: inner + 2) + "┐", row: top, column: left)
    for (index, line) in body.enumerated() {
      let text = TerminalCellWidth.truncate(line, toCells: inner)
      let padding = String(repeating: " ", count: inner - TerminalCellWidth.of(text))
      frame.put("│ " + text + padding + " │", row: top + 1 + index, column: left)
    }
    frame.put(
      "└" + String(repeating: "─", count: inner + 2) + "┘", row: top + body.count + 1, column: left)
    frame.put(" Keys ", row: top, column: left + 2, attributes: .bold)
  }
}

extension ScreenFrame {
  /// `text` wrapped to `region`'s width, as many lines as fit in it.
  fileprivate mutating func putWrapped(
    _ text: String, in region: BrowserRegion, attributes: CellAttributes = .plain
  ) {
    let lines = TextWrapping.lines(of: text, width: max(1, region.width), breaksLongWords: true)
    for (index, line) in lines.prefix(max(0, region.height)).enumerated() {
      put(
        line, row: region.top + index, column: region.left, width: region.width,
        attributes: attributes)
    }
  }
}
