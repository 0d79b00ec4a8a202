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
/// let viewModel = TrendViewModel(client: client, scheduler: background)
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
/// Each query's requests are started on `scheduler` (`subscribe(on:)`), one tick after the query
/// under a `TestScheduler`. Views bound to the screens of one `transform` share one pipeline
/// while any is bound; disposing every binding cancels the requests in flight. The screens are
/// delivered on the main thread.
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
  private let scheduler: any ImmediateSchedulerType

  /// Creates the view model.
  ///
  /// - Parameters:
  ///   - client: Where charts come from.
  ///   - resolver: How the film is found; by default in the charts loaded.
  ///   - scheduler: Where each query's requests start: a background scheduler, or a
  ///     `TestScheduler` in tests.
  public init(
    client: BoxOfficeClient, resolver: TrendFilmResolver = .charts,
    scheduler: any ImmediateSchedulerType
  ) {
    self.client = client
    self.resolver = resolver
    self.scheduler = scheduler
  }

  /// Connects the view's input to the outputs it binds. Nothing is requested until an output is
  /// bound.
  ///
  /// - Parameter input: The trends to show.
  /// - Returns: The outputs, sharing one pipeline.
  public func transform(input: Input) -> Output {
    let client = client
    let resolver = resolver
    let scheduler = scheduler
    return Output(
      screen: input.query
        .flatMapLatest { query in
          Self.states(for: query, client: client, resolver: resolver).subscribe(on: scheduler)
        }
        .map(\.screen)
        .asDriver(onErrorDriveWith: .empty()))
  }

  private static func states(
    for query: Query, client: BoxOfficeClient, resolver: TrendFilmResolver
  ) -> Observable<TrendState> {
    let periods = query.range.periods
    let start = TrendState(periods: periods)
    let loads = Observable.from(Array(periods.enumerated()))
      .map { index, period in
        // Deferred, so the client is asked when merge subscribes, not when it queues the period.
        Observable.deferred {
          client.chart(period.endpoint, query.cachePolicy).loadEvent(
            loaded: { TrendState.Settled(index: index, result: .success($0)) },
            failed: { TrendState.Settled(index: index, result: .failure($0)) })
        }
      }
      .merge(maxConcurrent: maxConcurrentRequests)
    return loads.scan(start) { $0.settling($1) }
      .startWith(start)
      .flatMap { state -> Observable<TrendState> in
        guard state.progress.isComplete else { return .just(state) }
        let charts = state.charts
        guard !charts.isEmpty else {
          return .of(state, state.unresolved(.noPeriodLoaded(state.firstFailure!)))
        }
        return resolver.resolve(query.film, charts).asObservable()
          .map { state.resolved(as: $0) }
          .catch { error in
            .just(
              state.unresolved(
                error as? TrendError
                  ?? .filmNotFound(reference: query.film, periods: charts.count)))
          }
          .startWith(state)
      }
  }
}
