/// Writes a one-shot command's screen model as text, in each format the command offers.
///
/// The chart's, the trend's and the films' renderers conform; ``OutputFormat/render(_:with:in:)``
/// is the one place a format is chosen, and ``CommandRunner`` the one place it is called.
protocol Renderer<Screen> {
  /// The screen model it writes.
  associatedtype Screen: RenderedScreen

  /// The table, for people at a terminal.
  func table(_ screen: Screen, width: Int, palette: Palette) -> String
  /// The JSON document, pretty-printed or on one line.
  func json(_ screen: Screen, isCompact: Bool) -> String
  /// The CSV document.
  func csv(_ screen: Screen) -> String
}

/// A screen model a ``Renderer`` writes.
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

/// Where a screen is rendered: the table's width and colors, and whether JSON is on one line.
struct RenderTarget {
  /// The table's width in terminal cells.
  var width: Int
  /// Whether the table is colored.
  var palette: Palette
  /// Whether JSON is written on one line (`--compact`).
  var isCompact: Bool
}

extension OutputFormat {
  /// `screen` as this format writes it.
  func render<R: Renderer>(_ screen: R.Screen, with renderer: R, in target: RenderTarget)
    -> String
  {
    switch self {
    case .table: renderer.table(screen, width: target.width, palette: target.palette)
    case .json: renderer.json(screen, isCompact: target.isCompact)
    case .csv: renderer.csv(screen)
    }
  }
}
