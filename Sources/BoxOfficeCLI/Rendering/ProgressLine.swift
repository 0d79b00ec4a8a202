import BoxOffice

/// The progress of a trend on standard error: a bar and `8/12 periods`, redrawn in place as
/// periods settle, and erased when done.
///
/// ```
/// Loading charts ██████████▋          8/12 periods
/// ```
///
/// While it shows, the cursor is hidden; ``clear()`` erases the line and shows the cursor again,
/// also when the user interrupts with Ctrl-C. The caller creates one only when standard error is
/// a terminal.
///
/// `ProgressLine` is not thread-safe: call it on one thread (the main one).
final class ProgressLine {
  /// What the line starts with.
  static let label = "Loading charts"
  /// The cells of a full bar, at most.
  static let barWidth = 20

  private let output: any TextOutput
  private let width: Int
  private var isShown = false

  /// Creates a line that is not shown yet.
  ///
  /// - Parameters:
  ///   - output: Standard error, a terminal.
  ///   - width: The terminal's width in cells.
  init(output: any TextOutput, width: Int) {
    self.output = output
    self.width = width
  }

  /// The line for `progress` in `width` cells: the label, the bar and the count, the bar and then
  /// the label left out when narrower; never wider than `width - 1`, so the terminal does not
  /// wrap it.
  ///
  /// - Parameters:
  ///   - progress: Periods settled of the total.
  ///   - width: The terminal's width in cells.
  /// - Returns: The line, without a line break.
  static func text(_ progress: TrendProgress, width: Int) -> String {
    let count = progress.text
    let room = width - 1 - TerminalCellWidth.of(count)
    let barCells = min(barWidth, room - TerminalCellWidth.of(label) - 2)
    if barCells >= 4 {
      let bar = BlockBar.text(fraction: progress.fraction, width: barCells)
      return label + " " + bar + String(repeating: " ", count: barCells - bar.count + 1) + count
    }
    return TerminalCellWidth.truncate(count, toCells: max(1, width - 1))
  }

  /// Draws `progress`, or clears the line once every period has settled.
  ///
  /// - Parameter progress: Periods settled of the total.
  func show(_ progress: TrendProgress) {
    guard !progress.isComplete else { return clear() }
    if !isShown { output.write(Spinner.hideCursor) }
    isShown = true
    output.write("\r" + Self.text(progress, width: width) + "\u{1B}[K")
  }

  /// Erases the line and shows the cursor, if it was drawn; does nothing otherwise.
  func clear() {
    guard isShown else { return }
    isShown = false
    output.write(Spinner.erase)
  }
}
