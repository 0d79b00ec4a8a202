import Reactive

/// The requests of one kind that a view model's state makes of KOBIS — the one in flight, the
/// latest made and its failure — and what the latest event did to them.
///
/// Every request carries a generation that tells apart two requests for the same query (a
/// reload, a refresh), and an answer is taken only for the request in flight
/// (``answer(_:with:)``), so one overtaken by a newer request, or cancelled, is dropped.
struct Loading<Query: Equatable>: Equatable {
  /// One question asked: what, whether the cache may answer, and its generation.
  struct Request: Equatable {
    /// What is asked: a chart's endpoint, a movie code, a search, a trend.
    var query: Query
    /// Whether the cache may answer.
    var cachePolicy: CachePolicy
    /// Counts the requests of one state, so that each is new.
    var generation: Int
  }

  /// The request in flight, or `nil`.
  private(set) var request: Request?
  /// The latest request made, which a refresh or a retry asks again; `nil` before the first.
  private(set) var latest: Request?
  /// The failure of the latest request, until another starts.
  private(set) var failure: BoxOfficeError?
  /// What the latest event did to the requests; `nil` for one that changed none.
  var change: ScreenChange?
  private var generation = 0

  /// Whether a request is in flight.
  var isLoading: Bool { request != nil }

  /// Asks for `query`, in place of the request in flight.
  mutating func start(_ query: Query, _ cachePolicy: CachePolicy) {
    generation += 1
    request = Request(query: query, cachePolicy: cachePolicy, generation: generation)
    latest = request
    failure = nil
    change = .started
  }

  /// Ends the request in flight with `result` if `answered` is that request.
  ///
  /// - Returns: `result`, or `nil`, with nothing changed, for an answer to another request.
  mutating func answer<Value>(_ answered: Request, with result: Result<Value, BoxOfficeError>)
    -> Result<Value, BoxOfficeError>?
  {
    guard answered == request else { return nil }
    request = nil
    switch result {
    case .success: change = .loaded
    case .failure(let error): (failure, change) = (error, .failed)
    }
    return result
  }

  /// Stops waiting for the request in flight; `forgetting` also forgets the latest request and
  /// its failure, as a search that is cleared does.
  mutating func cancel(forgetting: Bool = false) {
    request = nil
    if forgetting { (latest, failure) = (nil, nil) }
  }
}

extension Loading.Request {
  /// Loads this request with `fetch`, started on `scheduler`, and makes its answer the event
  /// `answered` makes of it: the effect that loads the request a state names.
  ///
  /// - Parameters:
  ///   - fetch: The client's service, such as `client.movieInfo`.
  ///   - scheduler: Where the request starts.
  ///   - answered: The state's event for an answer.
  /// - Returns: The one event the request ends in.
  func load<Value, Event>(
    from fetch: (Query, CachePolicy) -> Single<Value>, on scheduler: any ImmediateSchedulerType,
    as answered: @escaping (Self, Result<Value, BoxOfficeError>) -> Event
  ) -> Observable<Event> {
    fetch(query, cachePolicy).loadResult(on: scheduler).map { [self] in answered(self, $0) }
  }
}
