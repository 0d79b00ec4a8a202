import Reactive

/// The view model of a film's run: a film and a range of periods in; one screen model out
/// (``TrendScreenModel``: the progress of the loading, the film and its rows once found, and
/// the error a step reported).
///
/// KOBIS has no history of a film, so the trend is assembled from the charts themselves: one
/// request per period of the ``TrendRange``, then the film is picked out of them by its code or
/// title through a ``TrendFilmResolver`` (by default ``TrendFilmResolver/charts``, which looks
/// in the charts loaded).
///
/// ## Concurrency
/// The periods are requested with `merge(maxConcurrent: 3)`: at most three requests are in
/// flight, and a fourth starts when one of them settles. `concatMap` would keep one request in
/// flight, so a cold 52-week trend would take 52 round trips end to end; three at a time takes
/// about a third of that while staying polite to a server that allows a few thousand calls a day
/// and the one machine it runs on. Replies arrive in any order: each carries its period's index,
/// and the rows are always in period order. A period answered from the cache settles at once,
/// freeing its slot for the next. A failed period does not end the trend: it becomes a gap (a
/// row with ``TrendRow/Status/failed(_:)``) and is also the error of the screen of its step.
///
/// ```swift
/// let viewModel = TrendViewModel(
///   client: client, scheduler: MainScheduler.instance, loadScheduler: background)
/// let output = viewModel.transform(input: .init(query: .just(
///   TrendViewModel.Query(film: "한강의 밤", range: range))))
/// output.screen
///   .drive(onNext: { screen in
///     progressLine.show(screen.progress.text)
///     if let rows = screen.rows { bars.draw(rows) }
///     if let error = screen.error { status.text = error.description }
///   })
///   .disposed(by: bag)
/// ```
///
/// ## Screens
/// A screen is sent as a query's loading starts (progress `0/N`), then one as each period
/// settles, its error a ``TrendError/period(_:_:)`` if the period failed; once every period has
/// settled, one with the film and its rows, one per period, oldest first, or with the film's
/// ``TrendError/filmNotFound(reference:periods:)``, ``TrendError/ambiguousFilm(reference:matches:)``
/// or, when no period loaded, ``TrendError/noPeriodLoaded(_:)``. A new query cancels the one in
/// flight (`flatMapLatest`); with a one-time query the screens complete after the last.
///
/// ## Threads and schedulers
/// The state is a pure reducer (`TrendState`) folded on a feedback loop, like the other view
/// models: each query's requests and the film's lookup start on `loadScheduler`, and their
/// replies are brought to `scheduler` before they change the state. Disposing every binding
/// cancels the requests in flight. The screens are delivered on the main thread.
///
/// `TrendViewModel` holds no mutable state; each `transform(input:)` builds its own pipeline.
public final class TrendViewModel {
  /// The requests in flight at most.
  public static let maxConcurrentRequests = 3

  /// One trend to show: the film and the periods.
  public struct Query: Equatable, Sendable {
    /// A movie code or a title.
    public var film: String
    /// The periods.
    public var range: TrendRange
    /// Whether stored replies may answer.
    public var cachePolicy: CachePolicy

    /// Creates a query.
    ///
    /// - Parameters:
    ///   - film: A movie code or a title.
    ///   - range: The periods.
    ///   - cachePolicy: Whether stored replies may answer; by default they may.
    public init(film: String, range: TrendRange, cachePolicy: CachePolicy = .useCache) {
      self.film = film
      self.range = range
      self.cachePolicy = cachePolicy
    }
  }

  /// What the view sends.
  public struct Input {
    /// The trends to show; each cancels the one in flight.
    public var query: Observable<Query>

    /// Creates the inputs.
    ///
    /// - Parameter query: The trends to show.
    public init(query: Observable<Query>) {
      self.query = query
    }
  }

  /// What the view shows; see the type's discussion for when each sends.
  public struct Output {
    /// The screen, at each step of the loading.
    public let screen: Driver<TrendScreenModel>
  }

  private let client: BoxOfficeClient
  private let resolver: TrendFilmResolver
  private let scheduler: any SchedulerType
  private let loadScheduler: any ImmediateSchedulerType

  /// Creates the view model.
  ///
  /// - Parameters:
  ///   - client: Where charts come from.
  ///   - resolver: How the film is found; by default in the charts loaded.
  ///   - scheduler: Where the queries arrive and replies are brought before they change the
  ///     state: `MainScheduler.instance` in an app, a `TestScheduler` in tests.
  ///   - loadScheduler: Where the requests and the film's lookup start: typically a background
  ///     scheduler; by default `scheduler`.
  public init(
    client: BoxOfficeClient, resolver: TrendFilmResolver = .charts, scheduler: any SchedulerType,
    loadScheduler: (any ImmediateSchedulerType)? = nil
  ) {
    self.client = client
    self.resolver = resolver
    self.scheduler = scheduler
    self.loadScheduler = loadScheduler ?? scheduler
  }

  /// Connects the view's input to the outputs it binds. Nothing is requested until an output is
  /// bound.
  ///
  /// - Parameter input: The trends to show.
  /// - Returns: The outputs, sharing one pipeline.
  public func transform(input: Input) -> Output {
    let (client, resolver, loadScheduler) = (client, resolver, loadScheduler)
    let states = FeedbackLoop.states(
      initial: TrendState(), inputs: input.query.map(TrendState.Event.query),
      reduce: { $0.applying($1) }, isSettled: \.isSettled, scheduler: scheduler,
      feedback: { states in
        Observable.merge(
          FeedbackLoop.effect(of: states, \.request) {
            Self.load($0, client: client).subscribe(on: loadScheduler)
          },
          FeedbackLoop.effect(of: states, \.lookup) {
            Self.find($0, resolver: resolver).subscribe(on: loadScheduler)
          })
      })
    return Output(
      screen: states.filter(\.hasQuery).map(\.screen).asDriver(onErrorDriveWith: .empty()))
  }

  /// Every period's chart, at most ``maxConcurrentRequests`` at a time, each as the event it
  /// settles with.
  private static func load(_ request: TrendState.Request, client: BoxOfficeClient)
    -> Observable<TrendState.Event>
  {
    Observable.from(Array(request.query.range.endpoints.enumerated()))
      .map { index, endpoint in
        // Deferred, so the client is asked when merge subscribes, not when it queues the period.
        Observable.deferred {
          client.chart(endpoint, request.cachePolicy).loadResult()
            .map { .settled(request, index: index, $0) }
        }
      }
      .merge(maxConcurrent: maxConcurrentRequests)
  }

  /// The film of `lookup`, or why it cannot be told: none of the periods loaded, or the
  /// resolver's error.
  private static func find(_ lookup: TrendState.Lookup, resolver: TrendFilmResolver)
    -> Observable<TrendState.Event>
  {
    let (request, charts) = (lookup.request, lookup.results.compactMap { try? $0.get() })
    // With no chart loaded, every period failed: the first period's error is the trend's.
    if charts.isEmpty, case .failure(let failure)? = lookup.results.first {
      return .just(.resolved(request, .failure(.noPeriodLoaded(failure))))
    }
    return resolver.resolve(request.query.film, charts).asObservable()
      .map(Result<TrendFilm, TrendError>.success)
      .catch { error in
        let notFound = TrendError.filmNotFound(reference: request.query.film, periods: charts.count)
        return .just(.failure(error as? TrendError ?? notFound))
      }
      .map { .resolved(request, $0) }
  }
}
