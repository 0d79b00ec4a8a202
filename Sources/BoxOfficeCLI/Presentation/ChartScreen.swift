import BoxOffice
import Reactive

/// What one run of `weekly` or `daily` shows: the chart view model's title, period and cells,
/// with every text from the feed made safe to print, and whether the figures are the built-in
/// sample.
///
/// The view model formats (thousands separators, the rank-change badge, the share, the title);
/// this type only cleans what came from the network (``DisplayText``), once, in the
/// cells' texts and in their exact ``ChartRow/entry`` alike, so that no view — table,
/// JSON or CSV — can print a raw title.
///
/// ```swift
/// let screen = ChartScreen(LoadedChart(chart), isSample: false)
/// print(screen.cells[0].title)
/// // Prints: 하얼빈
/// ```
struct ChartScreen: Equatable, Sendable, RenderedScreen {
  /// The chart's title from the view model, its parts joined by `ChartTitle.separator`.
  let title: String
  /// The days the chart covers.
  let period: ChartPeriod
  /// The rows, by rank, their titles sanitized.
  let cells: [ChartRow]
  /// Whether the figures are the built-in sample rather than KOBIS's.
  let isSample: Bool

  /// The screen for the chart the view model loaded.
  ///
  /// - Parameters:
  ///   - loaded: The view model's outcome: the title, the chart (for its period) and the cells.
  ///   - isSample: Whether the client is the built-in sample.
  init(_ loaded: LoadedChart, isSample: Bool) {
    title = loaded.title.displayed
    period = loaded.chart.period
    cells = loaded.cells.map { ChartRow(entry: $0.entry.displayed) }
    self.isSample = isSample
  }

  /// The parts of ``title``, which a narrow view puts on lines of their own.
  var titleParts: [String] {
    title.components(separatedBy: ChartTitle.separator)
  }

  /// The note that labels sample data.
  static let sampleNote = "Sample data: invented films and figures, not from KOBIS."

  /// The steps of one run of `weekly` or `daily`: the spinner while the chart view model loads,
  /// then the chart to show or the error to report, from the first screen whose load has ended.
  ///
  /// - Parameters:
  ///   - output: The view model's outputs for one query.
  ///   - isSample: Whether the client is the built-in sample.
  ///   - label: What the spinner says.
  /// - Returns: The steps.
  static func steps(
    _ output: BoxOfficeChartViewModel.Output, isSample: Bool, label: String
  ) -> Driver<CommandStep<ChartScreen>> {
    output.screen.map { screen in
      guard !screen.isLoading, let outcome = screen.outcome else {
        return .asking(screen.isLoading ? .spinner(label) : .idle)
      }
      return .answered(
        outcome.map { ChartScreen($0, isSample: isSample) }.mapError(CommandFailure.init))
    }
  }
}
