/// Everything the trend view model knows about one query at one moment; its outputs are derived
/// from it.
struct TrendState {
  /// One period's request, settled.
  struct Settled {
    /// The period's index, oldest first.
    var index: Int
    /// Its chart or error.
    var result: Result<BoxOfficeChart, BoxOfficeError>
  }

  /// The film and its rows, once the film is known.
  struct Resolution {
    var film: TrendFilm
    /// One row per period.
    var rows: [TrendRow]
  }

  /// The periods, oldest first.
  let periods: [TrendPeriod]
  /// What each period's request gave, in period order; `nil` while in flight.
  private(set) var results: [Result<BoxOfficeChart, BoxOfficeError>?]
  /// The film and rows, once resolved.
  private(set) var resolved: Resolution?
  /// The error the latest step produced, sent once.
  private(set) var newError: TrendError?

  /// The state before any period has settled.
  init(periods: [TrendPeriod]) {
    self.periods = periods
    results = Array(repeating: nil, count: periods.count)
  }

  /// Periods settled of the total.
  var progress: TrendProgress {
    TrendProgress(settled: results.count(where: { $0 != nil }), total: periods.count)
  }

  /// The charts that loaded, oldest first.
  var charts: [BoxOfficeChart] {
    results.compactMap { try? $0?.get() }
  }

  /// The error of the first period that failed.
  var firstFailure: BoxOfficeError? {
    for case .failure(let error)? in results { return error }
    return nil
  }

  /// The state once `settled` has arrived.
  func settling(_ settled: Settled) -> TrendState {
    var next = self
    next.results[settled.index] = settled.result
    next.newError = nil
    if case .failure(let error) = settled.result {
      next.newError = .period(periods[settled.index], error)
    }
    return next
  }

  /// The state once the film is known.
  func resolved(as film: TrendFilm) -> TrendState {
    var next = self
    next.newError = nil
    next.resolved = Resolution(
      film: film,
      rows: TrendRow.rows(
        of: film.code, periods: periods,
        results: results.map { $0 ?? .failure(.transportFailure("not requested")) }))
    return next
  }

  /// The state once the film is known not to be found.
  func unresolved(_ error: TrendError) -> TrendState {
    var next = self
    next.newError = error
    return next
  }

  /// What the view shows.
  var screen: TrendScreenModel {
    TrendScreenModel(
      progress: progress, film: resolved?.film, rows: resolved?.rows, error: newError)
  }
}
