/// Loading a chart: the requests (``Loading``), the last chart loaded and how the latest load
/// ended; and how each event changes them.
///
/// The one reducer of chart loading: ``BoxOfficeChartViewModel`` folds it on its own, and the
/// browser's state embeds it for its chart, each in a feedback loop whose effect loads
/// ``Loading/request`` (`flatMapLatest`). A new load keeps the chart on show (a view keeps its
/// rows while the next ones load) and clears the failure of the load before.
struct ChartLoad: Equatable {
  /// One chart asked of KOBIS, by its endpoint.
  typealias Request = Loading<BoxOfficeEndpoint>.Request

  /// What changes the load.
  enum Event: Equatable {
    /// Load this chart, by default letting the cache answer.
    case load(BoxOfficeEndpoint, CachePolicy = .useCache)
    /// Load the chart asked for last again, past the cache; nothing before the first.
    case refresh
    /// Stop waiting for the request in flight (the view went back to the chart on show).
    case cancel
    /// A request's chart, its entries not yet cut to what the request asked for, or its failure.
    case answered(Request, Result<BoxOfficeChart, BoxOfficeError>)
  }

  /// The requests: the one in flight, the latest and its failure.
  private(set) var loading = Loading<BoxOfficeEndpoint>()
  /// The last chart loaded, with its title and rows.
  private(set) var loaded: LoadedChart?
  /// The chart the last chart loaded answers.
  private(set) var loadedEndpoint: BoxOfficeEndpoint?
  /// How the latest load that has ended ended, kept while the next one runs.
  private(set) var outcome: Result<LoadedChart, BoxOfficeError>?

  /// The title of the chart asked for last: the loaded chart's own once it has answered (a
  /// sample may answer with another period), else the period's; `nil` before the first.
  var title: String? {
    guard let latest = loading.latest else { return nil }
    if !loading.isLoading, case .success(let loaded)? = outcome, loadedEndpoint == latest.query {
      return loaded.title
    }
    return ChartTitle.text(for: ChartPeriod(latest.query))
  }

  /// What a chart screen shows of this load.
  var screen: ChartScreenModel {
    ChartScreenModel(
      title: title, isLoading: loading.isLoading, loaded: loaded, failure: loading.failure,
      outcome: outcome, change: loading.change)
  }

  /// The load after `event`.
  func applying(_ event: Event) -> ChartLoad {
    var next = self
    next.loading.change = nil
    switch event {
    case .load(let endpoint, let cachePolicy):
      next.loading.start(endpoint, cachePolicy)
    case .refresh:
      guard let latest = loading.latest else { return next }
      next.loading.start(latest.query, .reloadIgnoringCache)
    case .cancel:
      next.loading.cancel()
    case .answered(let request, let result):
      guard let result = next.loading.answer(request, with: result) else { return next }
      next.outcome = result.map { chart in
        // No more entries than the request asked for, in case a server ignores the limit.
        var chart = chart
        chart.entries = Array(
          chart.entries.prefix(max(0, request.query.filters.itemsPerPage ?? .max)))
        return LoadedChart(chart)
      }
      if case .success(let loaded) = next.outcome {
        (next.loaded, next.loadedEndpoint) = (loaded, request.query)
      }
    }
    return next
  }
}
