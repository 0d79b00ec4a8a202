/// A chart as a view shows it once it has loaded: its title, the chart and its rows, made from one
/// chart so that they always belong together.
///
/// A ``ChartScreenModel`` holds the latest one loaded, and the outcome of the latest load.
///
/// ```swift
/// let loaded = LoadedChart(chart)
/// print(loaded.title, loaded.cells[0].audienceText)
/// // Prints: Daily box office · 2024-12-25 (Wed) 210,045
/// ```
public struct LoadedChart: Equatable, Sendable {
  /// The chart's title, as the screen shows it once the chart has arrived; its parts are joined
  /// by ``ChartTitle/separator``.
  public var title: String { ChartTitle.text(for: chart.period) }
  /// The chart, with exactly the entries ``cells`` shows.
  public let chart: BoxOfficeChart
  /// The rows, by rank, one per entry of ``chart``.
  ///
  /// - Complexity: O(*n*) in the number of entries.
  public var cells: [ChartRow] { chart.entries.map(ChartRow.init(entry:)) }

  /// The title, the chart and the rows of `chart`.
  ///
  /// - Parameter chart: A chart as loaded, its entries already cut to what the query asked for.
  public init(_ chart: BoxOfficeChart) {
    self.chart = chart
  }
}
