/// Everything the chart view model shows at one moment, and how each step of a load changes it.
///
/// The view model folds its loads into this with `scan` and derives every output from it, so the
/// outputs can never disagree: `loading` is false exactly when the latest load has ended, the
/// cells are those of the latest chart, and an error belongs to the latest load. ``lastChange``
/// tells the outputs what the latest step did, so that a chart loaded again, or the same error
/// twice, is still sent. ``request`` is what a refresh reloads and what a view model bound again
/// starts again if the end of the last connection cancelled it.
struct ChartState: Equatable {
  /// What a load asks the client for.
  struct Request: Equatable {
    /// The chart.
    var endpoint: BoxOfficeEndpoint
    /// Whether the cache may answer: it may for a query, not for a refresh.
    var cachePolicy: CachePolicy
  }

  /// One step of a load.
  enum Step: Equatable {
    /// A load of this request began (a new query, or a refresh).
    case started(Request)
    /// The load ended with this chart, its entries already cut to what the query asked for.
    case loaded(BoxOfficeChart)
    /// The load ended with this error.
    case failed(BoxOfficeError)
  }

  /// What the latest step did.
  enum Change: Equatable {
    /// A load began.
    case started
    /// A chart arrived.
    case loaded
    case failed
  }

  /// The title of the chart being loaded or shown; `nil` before the first query.
  var title: String?
  /// The latest load asked for, in flight while ``isLoading``; `nil` before the first query.
  var request: Request?
  /// Whether a load is in flight.
  var isLoading = false
  /// The latest chart loaded, with its title and cells, or `nil` before the first.
  var loaded: LoadedChart?
  /// The error of the latest load if it failed and no other load has started since.
  var failure: BoxOfficeError?
  /// How the latest load that has ended ended, kept while the next one runs; `nil` before the
  /// first has ended.
  var outcome: Result<LoadedChart, BoxOfficeError>?
  /// What the step that led to this state did; `nil` for the initial state.
  var lastChange: Change?

  /// The state after `step`.
  ///
  /// A new load keeps the chart on show (a view keeps its rows while the next ones load) and
  /// clears the error of the load before.
  func applying(_ step: Step) -> ChartState {
    var next = self
    switch step {
    case .started(let request):
      next.title = ChartTitle.text(for: request.endpoint)
      next.request = request
      next.isLoading = true
      next.failure = nil
      next.lastChange = .started
    case .loaded(let chart):
      let loaded = LoadedChart(chart)
      next.title = loaded.title
      next.isLoading = false
      next.loaded = loaded
      next.outcome = .success(loaded)
      next.lastChange = .loaded
    case .failed(let error):
      next.isLoading = false
      next.failure = error
      next.outcome = .failure(error)
      next.lastChange = .failed
    }
    return next
  }
}
