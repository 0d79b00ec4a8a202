import Reactive

/// Loading a chart: the one asked for last, the one in flight, the last one loaded and how the
/// latest load ended; and how each event changes them.
///
/// The one reducer of chart loading: ``BoxOfficeChartViewModel`` folds it on its own, and the
/// browser's state embeds it for its chart, each in a feedback loop whose effect loads
/// ``request`` with ``load(_:client:on:)`` (`flatMapLatest`). A reply is applied only if it
/// answers the request in flight, so an answer overtaken by a newer request is never shown. A new
/// load keeps the chart on show (a view keeps its rows while the next ones load) and clears the
/// failure of the load before.
struct ChartLoad: Equatable {
  /// One chart asked of KOBIS, by its endpoint.
  typealias Request = LoadRequest<BoxOfficeEndpoint>

  /// What changes the load.
  enum Event: Equatable {
    /// Load this chart, by default letting the cache answer.
    case load(BoxOfficeEndpoint, CachePolicy = .useCache)
    /// Load the chart asked for last again, past the cache; nothing before the first.
    case refresh
    /// Stop waiting for the request in flight (the view went back to the chart on show).
    case cancel
    /// A chart arrived, its entries not yet cut to what the request asked for.
    case loaded(Request, BoxOfficeChart)
    /// A request failed.
    case failed(Request, BoxOfficeError)
  }

  /// The request in flight, or `nil`.
  private(set) var request: Request?
  /// The chart asked for last, which a refresh asks again; `nil` before the first.
  private(set) var latest: Request?
  /// The last chart loaded, with its title and rows.
  private(set) var loaded: LoadedChart?
  /// The chart the last chart loaded answers.
  private(set) var loadedEndpoint: BoxOfficeEndpoint?
  /// The failure of the latest load, until another starts.
  private(set) var failure: BoxOfficeError?
  /// How the latest load that has ended ended, kept while the next one runs.
  private(set) var outcome: Result<LoadedChart, BoxOfficeError>?
  /// What the latest event did; `nil` for one that changed no request.
  private(set) var change: ScreenChange?
  private var generation = 0

  /// Whether a request is in flight.
  var isLoading: Bool { request != nil }

  /// The title of the chart asked for last: the loaded chart's own once it has answered (a
  /// sample may answer with another period), else the period's; `nil` before the first.
  var title: String? {
    guard let latest else { return nil }
    if request == nil, case .success(let loaded)? = outcome, loadedEndpoint == latest.query {
      return loaded.title
    }
    return ChartTitle.text(for: ChartPeriod(latest.query))
  }

  /// What a chart screen shows of this load.
  var screen: ChartScreenModel {
    ChartScreenModel(
      title: title, isLoading: isLoading, loaded: loaded, failure: failure, outcome: outcome,
      change: change)
  }

  /// The load after `event`.
  func applying(_ event: Event) -> ChartLoad {
    var next = self
    next.change = nil
    switch event {
    case .load(let endpoint, let cachePolicy):
      next.start(endpoint, cachePolicy)
    case .refresh:
      guard let latest else { return next }
      next.start(latest.query, .reloadIgnoringCache)
    case .cancel:
      next.request = nil
    case .loaded(let request, let chart):
      guard request == self.request else { return next }
      // No more entries than the request asked for, in case a server ignores the limit.
      var chart = chart
      chart.entries = Array(
        chart.entries.prefix(max(0, request.query.filters.itemsPerPage ?? .max)))
      let loaded = LoadedChart(chart)
      next.request = nil
      next.loaded = loaded
      next.loadedEndpoint = request.query
      next.outcome = .success(loaded)
      next.change = .loaded
    case .failed(let request, let error):
      guard request == self.request else { return next }
      next.request = nil
      next.failure = error
      next.outcome = .failure(error)
      next.change = .failed
    }
    return next
  }

  /// The effect of a request: the client's chart, started on `scheduler`, as the event it ends
  /// in.
  static func load(
    _ request: Request, client: BoxOfficeClient, on scheduler: any ImmediateSchedulerType
  ) -> Observable<Event> {
    client.chart(request.query, request.cachePolicy)
      .loadEvent(on: scheduler, loaded: { .loaded(request, $0) }, failed: { .failed(request, $0) })
  }

  private mutating func start(_ endpoint: BoxOfficeEndpoint, _ cachePolicy: CachePolicy) {
    generation += 1
    request = Request(query: endpoint, cachePolicy: cachePolicy, generation: generation)
    latest = request
    failure = nil
    change = .started
  }

}
