/// Writes frames on a terminal, only what changed since the frame before: for each row
/// that differs, the cursor moves to the first changed cell and the changed span is written (a
/// wide character whole), or erased to the end of the line when the rest of the row became blank.
/// Unchanged rows cost nothing, so moving the selection rewrites two rows and no screen ever
/// flickers.
///
/// The first frame, a frame of another size, or any frame after ``invalidate()`` (a resize, or
/// Ctrl-L when something else wrote on the screen) clears the screen and draws everything.
///
/// ```swift
/// var writer = FrameWriter()
/// output.write(writer.changes(to: frame))
/// ```
///
/// `FrameWriter` is a value type; use it on one thread.
struct FrameWriter {
  private var shown: ScreenFrame?

  /// Forgets the frame on screen: the next is drawn whole.
  mutating func invalidate() {
    shown = nil
  }

  /// The bytes that turn the screen into `frame`, as text; `""` when nothing changed.
  mutating func changes(to frame: ScreenFrame) -> String {
    defer { shown = frame }
    guard let shown, shown.size == frame.size else { return full(frame) }
    var output = ""
    for row in 0..<frame.size.rows {
      output += Self.update(row: row, from: shown.rows[row], to: frame.rows[row])
    }
    return output.isEmpty ? "" : output + CellAttributes.plain.sequence
  }

  private func full(_ frame: ScreenFrame) -> String {
    var output = CellAttributes.plain.sequence + "\u{1B}[H\u{1B}[2J"
    for row in 0..<frame.size.rows {
      let cells = frame.rows[row]
      guard let last = cells.lastIndex(where: { $0 != .blank }) else { continue }
      output += Self.move(row: row, column: 0) + Self.cells(cells, 0...last)
    }
    return output + CellAttributes.plain.sequence
  }

  /// The bytes that turn row `row` from `old` into `new`.
  private static func update(row: Int, from old: [ScreenFrame.Cell], to new: [ScreenFrame.Cell])
    -> String
  {
    guard var first = new.indices.first(where: { new[$0] != old[$0] }),
      var last = new.indices.last(where: { new[$0] != old[$0] })
    else { return "" }
    // Never start or stop inside a wide character.
    while first > 0, new[first].isContinuation || old[first].isContinuation { first -= 1 }
    while last + 1 < new.count, new[last + 1].isContinuation || old[last + 1].isContinuation {
      last += 1
    }
    let blankFrom = (new.lastIndex { $0 != .blank }).map { $0 + 1 } ?? 0
    if blankFrom <= last {
      // The rest of the row is blank now: write up to there and erase the rest.
      let text = first < blankFrom ? cells(new, first...(blankFrom - 1)) : ""
      let erase = CellAttributes.plain.sequence + "\u{1B}[K"
      return move(row: row, column: first) + text + erase
    }
    return move(row: row, column: first) + cells(new, first...last)
  }

  /// The text of `cells` in `range` with the attributes each needs, starting from plain.
  private static func cells(_ cells: [ScreenFrame.Cell], _ range: ClosedRange<Int>) -> String {
    var output = CellAttributes.plain.sequence
    var current = CellAttributes.plain
    for index in range where !cells[index].isContinuation {
      let cell = cells[index]
      if cell.attributes != current {
        output += cell.attributes.sequence
        current = cell.attributes
      }
      output += cell.text
    }
    return output
  }

  private static func move(row: Int, column: Int) -> String {
    "\u{1B}[\(row + 1);\(column + 1)H"
  }
}
