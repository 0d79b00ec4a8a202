/// Draws a screen model for the terminal: every view of `boxoffice-cli` is one.
///
/// A one-shot command's renderer writes its answer as text in the format asked for
/// (``FormatRenderer``: the chart's, the trend's and the films'); the browser's draws each screen
/// as a terminal frame (``BrowseRenderer``). ``CommandRunner`` and the browser's loop are the
/// only callers.
protocol Renderer<Screen> {
  /// The screen model it draws.
  associatedtype Screen
  /// What it draws: text, or a terminal frame.
  associatedtype Drawing

  /// `screen` drawn for `target`.
  func render(_ screen: Screen, in target: RenderTarget) -> Drawing
}

/// Where a screen is drawn: the format asked for, the table's width and colors, and whether JSON
/// is on one line.
struct RenderTarget {
  /// The format of a one-shot command's answer (`--format`).
  var format = OutputFormat.table
  /// The table's width in terminal cells.
  var width = 80
  /// Whether to color.
  var palette = Palette.plain
  /// Whether JSON is written on one line (`--compact`).
  var isCompact = false
}

/// Writes a one-shot command's screen model as text, in each format the command offers; the
/// format is chosen in one place, ``render(_:in:)``.
protocol FormatRenderer: Renderer where Screen: RenderedScreen, Drawing == String {
  /// The table, for people at a terminal.
  func table(_ screen: Screen, width: Int, palette: Palette) -> String
  /// The JSON document, pretty-printed or on one line.
  func json(_ screen: Screen, isCompact: Bool) -> String
  /// The CSV document.
  func csv(_ screen: Screen) -> String
}

extension FormatRenderer {
  func render(_ screen: Screen, in target: RenderTarget) -> String {
    switch target.format {
    case .table: table(screen, width: target.width, palette: target.palette)
    case .json: json(screen, isCompact: target.isCompact)
    case .csv: csv(screen)
    }
  }
}

/// A screen model a ``FormatRenderer`` writes.
protocol RenderedScreen {
  /// Whether the figures are the built-in sample: CSV, which has no room for a note, gets it on
  /// standard error.
  var isSample: Bool { get }
  /// The exit status once it is shown: ``ExitCode/success`` unless part of it failed.
  var status: Int32 { get }
}

extension RenderedScreen {
  var status: Int32 { ExitCode.success }
}
