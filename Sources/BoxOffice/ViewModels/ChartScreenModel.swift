/// Everything a chart screen shows at one moment: the one screen model that
/// ``BoxOfficeChartViewModel/Output/screen`` sends, one per step of a load.
///
/// A view draws it whole: the ``title`` at once (the period asked for, while its chart loads),
/// the spinner while ``isLoading``, the rows of ``loaded``, and ``failure`` as an alert. A view
/// that reports each failure once (or shows a chart whole once it has loaded, as a command-line
/// program does) reads ``change``: what the step that led to this screen did. The first screen a
/// view is sent is what is on show, whatever step led to it.
///
/// ```swift
/// output.screen.drive(onNext: { screen in
///   titleLabel.text = screen.title
///   spinner.isAnimating = screen.isLoading
///   table.rows = screen.loaded?.cells ?? []
///   if screen.change == .failed, let failure = screen.failure { alert(failure.description) }
/// })
/// ```
public struct ChartScreenModel: Equatable, Sendable {
  /// What a view says of a period whose chart has no entries (KOBIS's figures come the day after).
  public static let emptyNote = "KOBIS has no figures for this period yet."

  /// The title of the chart being loaded or shown, e.g.
  /// `Weekend box office (Fri–Sun) · 2011-12-30 – 2012-01-01 · ISO week 2011-W52` or
  /// `Daily box office · 2022-01-05 (Wed)`; its parts are joined by ``ChartTitle/separator``.
  /// `nil` before the first query.
  public var title: String?
  /// Whether a load is in flight: from the moment a query or refresh arrives until its rows or
  /// error.
  public var isLoading = false
  /// The latest chart loaded, with its title and rows, kept while the next one loads.
  public var loaded: LoadedChart?
  /// The error of the latest load if it failed and no load has started since.
  public var failure: BoxOfficeError?
  /// How the latest load that has ended ended, kept while the next one runs.
  public var outcome: Result<LoadedChart, BoxOfficeError>?
  /// What the step that led to this screen did; `nil` before the first query.
  public var change: ScreenChange?

}
