/// A key the user pressed in the browser, as the terminal reported it: what the view decodes
/// from the bytes it reads, before any meaning is given to it.
///
/// The ``BrowserViewModel`` gives keys their meaning (``BrowserAction``), which depends on what
/// has the focus: `j` moves the selection in the chart and types a `j` in the search field.
public enum BrowserKey: Hashable, Sendable {
  /// The arrow keys.
  case up, down, left, right
  /// Page Up and Page Down.
  case pageUp, pageDown
  /// Home and End.
  case home, end
  /// Return or Enter.
  case enter
  case escape
  /// Backspace (or Delete on keyboards that send it).
  case backspace
  case tab
  /// A printable character, typed or pasted.
  case character(Character)
  /// Ctrl-C.
  case interrupt
}

/// The size of a terminal, in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  /// The number of columns.
  public var columns: Int
  /// The number of rows.
  public var rows: Int

  /// Creates a size.
  ///
  /// - Parameters:
  ///   - columns: The number of columns.
  ///   - rows: The number of rows.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// `80×24`.
  public var description: String {
    "\(columns)×\(rows)"
  }
}

/// How the browser ends.
public enum BrowserExit: Equatable, Sendable {
  /// The user quit (`q`).
  case quit
  /// The user interrupted (Ctrl-C).
  case interrupted
}
