/// A table of text laid out in terminal cells: columns aligned whatever the script (a Hangul
/// syllable takes two cells, see ``TerminalCellWidth``), fitted to a width.
///
/// One column may be flexible: it takes the room the others leave, and its cells are cut with `…`
/// at a character boundary (``TerminalCellWidth/truncate(_:toCells:)``). When that would leave it
/// fewer than ``comfortableFlexibleWidth`` cells, the optional columns are dropped, lowest
/// ``Column/dropOrder`` first; with none left to drop it shrinks down to
/// ``minimumFlexibleWidth`` cells; a width narrower than that gets lines that are too long, which
/// ``fits(width:)`` tells beforehand. Columns are two cells apart; styling
/// wraps the text of a cell, never its padding, and lines carry no trailing spaces.
///
/// ```swift
/// var table = TextTable(columns: [
///   .init(heading: "#", alignment: .right),
///   .init(heading: "Title", isFlexible: true),
/// ])
/// table.rows = [[.init("1"), .init("하얼빈")]]
/// print(table.render(width: 80, palette: .plain).joined(separator: "\n"))
/// // Prints: #  Title
/// //         1  하얼빈
/// ```
struct TextTable: Sendable {
  /// How a column aligns its cells.
  enum Alignment: Sendable {
    /// Text starts at the column's left edge.
    case left
    /// Text ends at the column's right edge (numbers).
    case right
  }

  /// One column's heading and layout rules.
  struct Column: Sendable {
    /// The heading, plain text.
    var heading: String
    /// How cells align.
    var alignment: Alignment = .left
    /// Whether this column shrinks to make the table fit.
    var isFlexible = false
    /// When the table is too wide, columns with a drop order are left out, lowest first; `nil`
    /// keeps the column always.
    var dropOrder: Int?
  }

  /// One cell's text (already sanitized) and emphasis.
  struct Cell: Sendable {
    var text: String
    /// The emphasis, if any.
    var style: CellAttributes?

    /// Creates a cell.
    init(_ text: String, style: CellAttributes? = nil) {
      self.text = text
      self.style = style
    }
  }

  /// The narrowest a flexible column is made before optional columns are dropped.
  static let comfortableFlexibleWidth = 12
  /// The narrowest a flexible column is ever made.
  static let minimumFlexibleWidth = 6
  /// The cells between two columns.
  static let gap = 2

  /// The columns, left to right.
  var columns: [Column]
  /// The rows, each with one cell per column.
  var rows: [[Cell]] = []

  /// The table's lines, headings first, fitted to `width` cells where it can be.
  ///
  /// - Parameters:
  ///   - width: The cells available per line.
  ///   - palette: Whether to style cells (headings are ``CellAttributes/muted``).
  /// - Returns: One string per line, without line breaks.
  /// - Complexity: O(*r* × *c*) for *r* rows and *c* columns.
  func render(width: Int, palette: Palette) -> [String] {
    placedCells(width: width).map { cells in
      var line = ""
      var used = 0
      for cell in cells {
        line +=
          String(repeating: " ", count: cell.column - used) + palette.paint(cell.text, cell.style)
        used = cell.column + TerminalCellWidth.of(cell.text)
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Each line's cells, headings first (``CellAttributes/muted``), as ``layout(width:)`` places
  /// them: the cell the text starts at, counted from 0, and the text, cut to fit its column.
  func placedCells(width: Int) -> [[(column: Int, text: String, style: CellAttributes?)]] {
    let layout = self.layout(width: width)
    let headings = columns.map { Cell($0.heading, style: .muted) }
    return ([headings] + rows).map { row in
      var start = 0
      return layout.map { index, columnWidth in
        let text = TerminalCellWidth.truncate(row[index].text, toCells: columnWidth)
        let padding =
          columns[index].alignment == .right ? columnWidth - TerminalCellWidth.of(text) : 0
        defer { start += columnWidth + Self.gap }
        return (start + padding, text, row[index].style)
      }
    }
  }

  /// Whether every line fits `width` cells once columns are dropped and the flexible one shrunk.
  ///
  /// - Parameter width: The cells available per line.
  /// - Returns: `false` when even the columns that are never dropped are too wide.
  func fits(width: Int) -> Bool {
    let layout = layout(width: width)
    return layout.reduce(Self.gap * (layout.count - 1)) { $0 + $1.width } <= width
  }

  /// The visible columns' indices and widths for `width` cells.
  func layout(width: Int) -> [(index: Int, width: Int)] {
    let natural = columns.indices.map { index in
      rows.reduce(TerminalCellWidth.of(columns[index].heading)) { widest, row in
        max(widest, TerminalCellWidth.of(row[index].text))
      }
    }
    var visible = Array(columns.indices)
    let droppable = columns.indices.filter { columns[$0].dropOrder != nil }
      .sorted { columns[$0].dropOrder! < columns[$1].dropOrder! }
    var dropped = 0
    while true {
      let fixed = visible.filter { !columns[$0].isFlexible }.reduce(0) { $0 + natural[$1] }
      let room = width - fixed - Self.gap * (visible.count - 1)
      let flexible = visible.first { columns[$0].isFlexible }
      let fits =
        flexible.map { room >= min(natural[$0], Self.comfortableFlexibleWidth) } ?? (room >= 0)
      if fits || dropped == droppable.count {
        return visible.map { index in
          guard columns[index].isFlexible else { return (index, natural[index]) }
          let floor = min(natural[index], Self.minimumFlexibleWidth)
          return (index, max(floor, min(natural[index], room)))
        }
      }
      visible.removeAll { $0 == droppable[dropped] }
      dropped += 1
    }
  }
}
