import BoxOffice

/// One full screen of terminal cells, as the browser wants it shown: each cell a character (or
/// the right half of a wide one) and its attributes.
///
/// The browser composes a whole frame for every change and the ``FrameWriter`` compares it
/// with the frame on screen, so that only what changed is written. Text is placed in cells by its
/// width (``TerminalCellWidth``): a Hangul syllable takes two cells, the second marked as its
/// continuation; a wide character that would straddle the edge of its room is left out, so
/// nothing ever spills into the next region or wraps; and writing over half of a wide character
/// blanks its other half, as a terminal does.
///
/// ```swift
/// var frame = ScreenFrame(size: TerminalSize(columns: 20, rows: 2))
/// frame.put("한강의 밤", row: 0, column: 0, width: 6, attributes: .bold)
/// print(frame.text(ofRow: 0))
/// // Prints: 한강의
/// ```
struct ScreenFrame: Equatable, Sendable {
  /// One cell.
  struct Cell: Equatable, Sendable {
    /// The character drawn, `" "` for a blank; `""` for the right half of a wide character.
    var text: String
    /// How it is drawn.
    var attributes: CellAttributes

    /// A blank cell without attributes.
    static let blank = Cell(text: " ", attributes: .plain)

    /// Whether the cell is the right half of the wide character before it.
    var isContinuation: Bool { text.isEmpty }
  }

  /// The frame's size.
  let size: TerminalSize
  /// The cells, row by row.
  private(set) var rows: [[Cell]]

  /// A blank frame of `size`.
  init(size: TerminalSize) {
    self.size = size
    rows = Array(
      repeating: Array(repeating: .blank, count: max(0, size.columns)), count: max(0, size.rows))
  }

  /// Writes `text` from `column` of `row`, in at most `width` cells (to the right edge when
  /// `nil`), cut where it no longer fits. Text must already be safe to print.
  ///
  /// - Returns: The number of cells written.
  @discardableResult
  mutating func put(
    _ text: String, row: Int, column: Int, width: Int? = nil, attributes: CellAttributes = .plain
  ) -> Int {
    guard rows.indices.contains(row), column >= 0 else { return 0 }
    let limit = min(size.columns, column + (width ?? size.columns))
    var position = column
    for character in text {
      let cells = TerminalCellWidth.of(character)
      if cells == 0 { continue }
      guard position + cells <= limit else { break }
      // Overwriting half of a wide character blanks its other half, as a terminal does.
      if rows[row][position].isContinuation, position > 0 { rows[row][position - 1] = .blank }
      if position + cells < size.columns, rows[row][position + cells].isContinuation {
        rows[row][position + cells] = .blank
      }
      rows[row][position] = Cell(text: String(character), attributes: attributes)
      if cells == 2 { rows[row][position + 1] = Cell(text: "", attributes: attributes) }
      position += cells
    }
    return position - column
  }

  /// Changes the attributes of `width` cells of `row` from `column`, keeping their text (a
  /// selection's highlight across a whole row).
  mutating func paint(row: Int, column: Int, width: Int, _ change: (inout CellAttributes) -> Void) {
    guard rows.indices.contains(row) else { return }
    for index in max(0, column)..<min(size.columns, column + width) {
      change(&rows[row][index].attributes)
    }
  }

  /// The text of `row`, trailing blanks removed: what a terminal shows there.
  func text(ofRow row: Int) -> String {
    var line = rows[row].map(\.text).joined()
    while line.last == " " { line.removeLast() }
    return line
  }

  /// Every row's text, one line each, as a terminal would show the frame.
  var text: String {
    rows.indices.map(text(ofRow:)).joined(separator: "\n")
  }
}

/// How a cell is drawn: the few attributes the browser uses, as SGR parameters.
struct CellAttributes: Hashable, Sendable {
  var bold = false
  /// Dim, for what is muted or stale.
  var dim = false
  /// Foreground and background swapped: the selection.
  var inverse = false
  /// An ANSI foreground color, 30 to 37, or `nil` for the default.
  var color: Int?

  /// No attribute at all.
  static let plain = CellAttributes()
  static let bold = CellAttributes(bold: true)
  static let dim = CellAttributes(dim: true)

  /// The SGR sequence that sets exactly these attributes from any others.
  var sequence: String {
    "\u{1B}[" + (["0"] + parameters).joined(separator: ";") + "m"
  }

  /// The SGR parameters that add these attributes.
  var parameters: [String] {
    [bold ? "1" : nil, dim ? "2" : nil, inverse ? "7" : nil, color.map(String.init)].compactMap {
      $0
    }
  }
}
