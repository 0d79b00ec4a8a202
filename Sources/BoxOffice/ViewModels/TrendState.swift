/// Everything the trend view model knows at one moment, and how each event changes it: a pure
/// reducer that ``TrendViewModel`` folds on a ``FeedbackLoop``.
///
/// A query names the periods; the loop's first effect loads their charts while ``request`` is in
/// flight, and once every period has settled the second looks the film up in the charts that
/// loaded (``lookup``). A reply is applied only if it answers the query in flight.
struct TrendState {
  /// One trend asked for.
  typealias Request = Loading<TrendViewModel.Query>.Request

  /// What changes the state.
  enum Event {
    /// Show this trend, cancelling the one in flight.
    case query(TrendViewModel.Query)
    /// The period at this index, oldest first, settled with its chart or error.
    case settled(Request, index: Int, Result<BoxOfficeChart, BoxOfficeError>)
    /// The film was found, or why not.
    case resolved(Request, Result<TrendFilm, TrendError>)
  }

  /// The film to look up in the charts that loaded, once every period has settled with what its
  /// request gave.
  struct Lookup: Equatable {
    var request: Request
    var results: [Result<BoxOfficeChart, BoxOfficeError>]
  }

  /// The query whose periods are loading.
  private(set) var request: Request?
  /// The film being looked up.
  private(set) var lookup: Lookup?
  /// The periods of the query, oldest first.
  private var periods: [ChartPeriod] = []
  /// What each period's request gave, in the same order; `nil` while in flight.
  private var results: [Result<BoxOfficeChart, BoxOfficeError>?] = []
  private var screenFilm: TrendFilm?
  private var rows: [TrendRow]?
  /// The error the latest step produced, sent once.
  private var newError: TrendError?
  private var generation = 0

  /// Whether a query has arrived: there is nothing to show before.
  var hasQuery: Bool { generation > 0 }

  /// Whether nothing is in flight.
  var isSettled: Bool { request == nil && lookup == nil }

  /// What the view shows.
  var screen: TrendScreenModel {
    TrendScreenModel(
      progress: TrendProgress(settled: results.count { $0 != nil }, total: results.count),
      film: screenFilm, rows: rows, error: newError)
  }

  /// The state after `event`.
  func applying(_ event: Event) -> TrendState {
    var next = self
    next.newError = nil
    switch event {
    case .query(let query):
      next = TrendState()
      next.generation = generation + 1
      next.request = Request(
        query: query, cachePolicy: query.cachePolicy, generation: next.generation)
      next.periods = query.range.periods
      next.results = Array(repeating: nil, count: next.periods.count)
    case .settled(let request, let index, let result):
      guard request == self.request else { return self }
      next.results[index] = result
      if case .failure(let error) = result {
        next.newError = .period(periods[index], error)
      }
      if !next.results.contains(where: { $0 == nil }) {
        next.request = nil
        next.lookup = Lookup(request: request, results: next.results.compactMap { $0 })
      }
    case .resolved(let request, let result):
      guard request == lookup?.request else { return self }
      next.lookup = nil
      switch result {
      case .success(let film):
        next.screenFilm = film
        next.rows = TrendRow.rows(
          of: film.code, periods: periods, results: results.compactMap { $0 })
      case .failure(let error):
        next.newError = error
      }
    }
    return next
  }
}
