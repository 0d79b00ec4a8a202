import Reactive

/// The view model of a box-office chart screen: queries and refreshes in, formatted rows, a
/// title, a loading flag, errors and each load's outcome out.
///
/// MVVM as RxSwift apps write it: the view hands its inputs to ``transform(input:)`` and binds
/// the ``Output``'s drivers and signal; no formatting and no decision is left to the view.
///
/// - A query (the endpoint: daily or weekly, the day, the part of the week, the filters) loads at
///   once and cancels the load in flight (`flatMapLatest`), so only the newest query's chart is
///   ever shown. The cache may answer a query.
/// - A refresh reloads the latest query past the cache; a refresh before any query does nothing.
/// - A failed load is reported on ``Output/errors`` and the pipeline goes on: the previous rows
///   stay on show and the next query or refresh loads as usual.
/// - Outputs bound again after every view unbound them (a screen that reappears) begin with what
///   was on show, and the inputs are subscribed anew. A refresh then reloads the latest query,
///   even one sent before the views left. A load that their leaving cancelled starts again at
///   once, with the same query and cache policy, so ``Output/loading`` still says `true` only
///   while a load runs, and the chart the view asked for arrives.
///
/// <doc:ChartViewModelOutputs> shows a view binding it and says exactly when each output sends
/// and on which thread.
///
/// `BoxOfficeChartViewModel` holds no mutable state; `transform(input:)` may be called from any
/// thread, and each call builds an independent pipeline.
public final class BoxOfficeChartViewModel {
  /// What the view sends.
  public struct Input {
    /// The chart to show. Each element loads at once, cancelling the load in flight.
    public var query: Observable<BoxOfficeEndpoint>
    /// Reloads the latest query past the cache, even one sent before the outputs were bound
    /// again. Ignored before the first query.
    public var refresh: Observable<Void>

    /// Creates the inputs.
    ///
    /// Inputs are expected not to fail, as UI events never do; a failing input ends the outputs
    /// as if it had completed.
    ///
    /// - Parameters:
    ///   - query: The chart to show.
    ///   - refresh: The refresh trigger; by default none.
    public init(query: Observable<BoxOfficeEndpoint>, refresh: Observable<Void> = .empty()) {
      self.query = query
      self.refresh = refresh
    }
  }

  /// What the view shows; see the type's discussion for the exact elements.
  ///
  /// Views get it from ``BoxOfficeChartViewModel/transform(input:)``; its initializer lets a
  /// view's own tests hand it canned drivers.
  public struct Output {
    /// The rows of the latest chart loaded, by rank: at most as many as the query asked for;
    /// empty when KOBIS has no figures for the period yet.
    public let cells: Driver<[ChartRow]>
    /// The chart's title, e.g.
    /// `Weekend box office (Fri–Sun) · 2011-12-30 – 2012-01-01 · ISO week 2011-W52` or
    /// `Daily box office · 2022-01-05 (Wed)`. Its parts are joined by ` · `, where a narrow view
    /// may break the line.
    public let title: Driver<String>
    /// Whether a load is in flight: `true` from the moment a query or refresh arrives (before
    /// the client is subscribed) until the load's rows or error are sent. A load cancelled by
    /// every view unbinding starts again when outputs are bound again, so it stays `true` until
    /// that load ends.
    public let loading: Driver<Bool>
    /// The failures of loads, as they happen. A client that fails with an error of another type
    /// (a stand-in, say) is reported as ``BoxOfficeError/transportFailure(_:)``.
    public let errors: Signal<BoxOfficeError>
    /// The latest chart loaded, with exactly the entries ``cells`` shows, for views that write
    /// exact data (JSON, CSV) rather than text.
    public let chart: Driver<BoxOfficeChart>
    /// How each load ended: the chart with its title and rows, sent together, or the failure.
    /// It sends whenever ``cells`` or ``errors`` does, for views that show a chart whole once it
    /// has loaded (a command-line program, say): the other outputs each deliver on their own, so
    /// they may arrive in any order. Bound later, it sends first the outcome of the latest load
    /// that has ended, if any, even while another load runs.
    public let outcome: Driver<Result<LoadedChart, BoxOfficeError>>

    /// Creates the outputs from their drivers and signal.
    ///
    /// - Parameters:
    ///   - cells: The rows of the latest chart.
    ///   - title: The chart's title.
    ///   - loading: Whether a load is in flight.
    ///   - errors: The failures of loads.
    ///   - chart: The latest chart, with the entries the rows show.
    ///   - outcome: How each load ended.
    public init(
      cells: Driver<[ChartRow]>, title: Driver<String>, loading: Driver<Bool>,
      errors: Signal<BoxOfficeError>, chart: Driver<BoxOfficeChart>,
      outcome: Driver<Result<LoadedChart, BoxOfficeError>>
    ) {
      self.cells = cells
      self.title = title
      self.loading = loading
      self.errors = errors
      self.chart = chart
      self.outcome = outcome
    }
  }

  private let client: BoxOfficeClient
  private let scheduler: any ImmediateSchedulerType

  /// Creates the view model.
  ///
  /// - Parameters:
  ///   - client: Where charts come from.
  ///   - scheduler: Where each load is started: typically a background scheduler such as
  ///     `ConcurrentDispatchQueueScheduler(qos: .userInitiated)`; a `TestScheduler` in tests.
  public init(client: BoxOfficeClient, scheduler: any ImmediateSchedulerType) {
    self.client = client
    self.scheduler = scheduler
  }

  /// Connects the view's inputs to the outputs it binds.
  ///
  /// Nothing is loaded until an output is subscribed to.
  ///
  /// - Parameter input: The view's query and refresh trigger.
  /// - Returns: The outputs, sharing one pipeline.
  public func transform(input: Input) -> Output {
    let state = states(for: input)
    // Each subscriber's first state is its current one: from it the outputs send what is on
    // show; from later states, only what their step changed.
    let loaded = state.currentThenChanges(\.loaded, when: { $0.lastChange == .loaded })
    let failures = state.currentThenChanges(\.failure, when: { $0.lastChange == .failed })
    let outcomes = state.currentThenChanges(\.outcome, when: { $0.lastChange != .started })
    return Output(
      cells: loaded.map(\.cells).asDriver(onErrorDriveWith: .empty()),
      title: state.compactMap(\.title).distinctUntilChanged().asDriver(onErrorDriveWith: .empty()),
      loading: state.map(\.isLoading).distinctUntilChanged().asDriver(onErrorDriveWith: .empty()),
      errors: failures.asSignal(onErrorSignalWith: .empty()),
      chart: loaded.map(\.chart).asDriver(onErrorDriveWith: .empty()),
      outcome: outcomes.asDriver(onErrorDriveWith: .empty()))
  }

  /// The states the outputs are derived from: the initial state, then one per step of a load.
  ///
  /// Shared with a replay of the latest state for as long as the outputs exist (`.forever`), so
  /// outputs bound one after another join one pipeline, outputs bound after it has ended get its
  /// last state instead of starting it again, and outputs bound again after every view left get
  /// the last state while the inputs are subscribed anew and the steps go on from it (starting
  /// again the load it shows running, if any). Each subscriber's first state is thus its current
  /// state, and ``transform(input:)`` sends from it what is already on show (rows, a failure)
  /// before sending only what later steps change.
  private func states(for input: Input) -> Observable<ChartState> {
    let client = client
    let scheduler = scheduler
    // The state outlives a connection, so that outputs bound again after every view left go on
    // from where the last connection ended instead of from an empty screen.
    let last = BehaviorRelay<ChartState?>(value: nil)
    let requests = Observable.merge(
      input.query.map { ChartState.Request(endpoint: $0, cachePolicy: .useCache) },
      // The state holds the latest query asked, on this connection or an earlier one: the
      // query input need not replay it to a connection that begins after it was sent.
      input.refresh.compactMap {
        last.value?.request.map { .init(endpoint: $0.endpoint, cachePolicy: .reloadIgnoringCache) }
      })
    let load = { (request: ChartState.Request) in
      client.chart(request.endpoint, request.cachePolicy)
        .loadEvent(
          on: scheduler,
          loaded: { ChartState.Step.loaded(Self.limiting($0, to: request.endpoint)) },
          failed: { .failed($0) }
        )
        .startWith(.started(request))
    }
    return Observable.deferred {
      guard let seed = last.value else {
        return requests.flatMapLatest(load).scan(ChartState()) { $0.applying($1) }
          .startWith(ChartState())
      }
      // A load that the end of the last connection cancelled starts again, so that the loading
      // the state still shows ends, with the rows or the error of the load the user asked for.
      let resumed = seed.isLoading ? seed.request.map { requests.startWith($0) } : nil
      return (resumed ?? requests).flatMapLatest(load).scan(seed) { $0.applying($1) }
    }
    .share(replay: 1, scope: .forever)
    // Kept as the subscribers receive it, replay included, rather than as the upstream sends it:
    // a state that a disconnected upstream sends a moment late never reaches the shared replay,
    // so the next connection goes on from exactly the state the views were shown, and starts
    // again a load that they were shown as running.
    .do(onNext: { last.accept($0) })
  }

  /// `chart` with no more entries than `endpoint` asked for, in case a server ignores the limit.
  private static func limiting(_ chart: BoxOfficeChart, to endpoint: BoxOfficeEndpoint)
    -> BoxOfficeChart
  {
    guard let limit = endpoint.filters.itemsPerPage, chart.entries.count > limit else {
      return chart
    }
    var limited = chart
    limited.entries = Array(chart.entries.prefix(max(0, limit)))
    return limited
  }
}
