/// The chart view model's state: the screen it shows, and the load asked for; and how each step
/// of a load changes them.
///
/// The view model folds its loads into this with `scan` and sends its ``screen``, so what a view
/// shows can never disagree: loading is false exactly when the latest load has ended, the rows
/// are those of the latest chart, and an error belongs to the latest load. The screen's `change`
/// says what the latest step did, so that a chart loaded again, or the same error twice, is still
/// told. ``request`` is what a refresh reloads and what a view model bound again starts again if
/// the end of the last connection cancelled it.
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

  /// The latest load asked for, in flight while the screen is loading; `nil` before the first
  /// query.
  var request: Request?
  /// What the view shows.
  var screen = ChartScreenModel()

  /// Whether a load is in flight.
  var isLoading: Bool { screen.isLoading }

  /// The state after `step`.
  ///
  /// A new load keeps the chart on show (a view keeps its rows while the next ones load) and
  /// clears the error of the load before.
  func applying(_ step: Step) -> ChartState {
    var next = self
    switch step {
    case .started(let request):
      next.request = request
      next.screen.title = ChartTitle.text(for: request.endpoint)
      next.screen.isLoading = true
      next.screen.failure = nil
      next.screen.change = .started
    case .loaded(let chart):
      let loaded = LoadedChart(chart)
      next.screen.title = loaded.title
      next.screen.isLoading = false
      next.screen.loaded = loaded
      next.screen.outcome = .success(loaded)
      next.screen.change = .loaded
    case .failed(let error):
      next.screen.isLoading = false
      next.screen.failure = error
      next.screen.outcome = .failure(error)
      next.screen.change = .failed
    }
    return next
  }
}
