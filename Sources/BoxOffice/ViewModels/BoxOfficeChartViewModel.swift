import Reactive

/// The view model of a box-office chart screen: queries and refreshes in, formatted rows, a
/// title, a loading flag and errors out.
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
///
/// How a View binds it (the terminal table of `boxoffice-cli`, say):
///
/// ```swift
/// let viewModel = BoxOfficeChartViewModel(
///   client: .live(api: BoxOfficeAPI(apiKey: key)),
///   scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
/// let output = viewModel.transform(
///   input: .init(query: .just(.weekly(WeeklyQuery(date: day, period: .weekend)))))
/// output.loading.drive(onNext: { spinner.isSpinning = $0 }).disposed(by: disposeBag)
/// output.title.drive(onNext: { table.title = $0 }).disposed(by: disposeBag)
/// output.cells
///   .drive(onNext: { cells in
///     table.rows = cells.map { [String($0.rank), $0.rankChangeText, $0.title, $0.audienceText] }
///     table.highlighted = cells.indices.filter { cells[$0].isNew }
///   })
///   .disposed(by: disposeBag)
/// output.errors.emit(onNext: { error in status.text = error.description }).disposed(by: disposeBag)
/// ```
///
/// With a one-time query, as above, and no refresh, the outputs complete once the chart (or the
/// error) has been delivered, so a command-line program can end on completion.
///
/// ## Outputs
/// `loading` begins with its current value (`false` before any query). It turns `true` at the
/// very moment a query (or a refresh) arrives, in the same delivery, before the client is even
/// subscribed: under a `TestScheduler`, a query at 210 sends `true` at 210 while the client is
/// subscribed at 211. It turns `false` in the same delivery as that load's rows and chart, or its
/// error. A query that replaces a load in flight keeps it `true`.
/// `title` sends the title of the period a query asks for as its load starts, and the chart's own
/// title when the chart arrives if that differs (a sample client may answer with another
/// period). `cells` and `chart` send the rows and the chart of every load that succeeds, even one
/// equal to the last; `errors` sends the ``BoxOfficeError`` of every load that fails. `loading`
/// and `title` send only changes.
///
/// The outputs of one `transform` share one pipeline, and the view may bind them in any order:
/// each starts from the current state, and binding more outputs never loads again. The drivers
/// replay the latest value as drivers do. Unlike a signal made from a subject, ``Output/errors``
/// also has a current state: bound after a load has failed and before another has started, it
/// sends that load's error first, so a view that binds it last still reports a failure that
/// happened at once (a missing key fails before any request is sent); otherwise it sends only the
/// errors that happen later.
///
/// ## Threads and schedulers
/// The drivers and the signal deliver on the main thread, each through a main scheduler of its
/// own, as drivers always do. `scheduler` is where each load starts: the client is subscribed on
/// it (`subscribe(on:)`), so with a background scheduler the cache is read and the request built
/// off the main thread. It is the only scheduler the view model uses itself, and it uses no time
/// operator on its drivers, so its tests need no `SharingScheduler` mock. Tests pass a
/// `TestScheduler` and stay on the main thread, where a driver's main scheduler delivers at once:
/// every output then arrives at an exact virtual time, with no real waiting. The client is
/// subscribed one tick after its query (the test scheduler runs work scheduled for now a tick
/// later), while `loading` and `title` change at the query's own time.
///
/// `BoxOfficeChartViewModel` holds no mutable state; `transform(input:)` may be called from any
/// thread, and each call builds an independent pipeline.
public final class BoxOfficeChartViewModel {
  /// What the view sends.
  public struct Input {
    /// The chart to show. Each element loads at once, cancelling the load in flight.
    public var query: Observable<BoxOfficeEndpoint>
    /// Reloads the latest query past the cache. Ignored before the first query.
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
    public let cells: Driver<[BoxOfficeCellData]>
    /// The chart's title, e.g.
    /// `Weekend box office (Fri–Sun) · 2011-12-30 – 2012-01-01 · ISO week 2011-W52` or
    /// `Daily box office · 2022-01-05 (Wed)`. Its parts are joined by ` · `, where a narrow view
    /// may break the line.
    public let title: Driver<String>
    /// Whether a load is in flight: `true` from the moment a query or refresh arrives (before
    /// the client is subscribed) until the load's rows or error are sent.
    public let loading: Driver<Bool>
    /// The failures of loads, as they happen. A client that fails with an error of another type
    /// (a stand-in, say) is reported as ``BoxOfficeError/transportFailure(_:)``.
    public let errors: Signal<BoxOfficeError>
    /// The latest chart loaded, with exactly the entries ``cells`` shows, for views that write
    /// exact data (JSON, CSV) rather than text.
    public let chart: Driver<BoxOfficeChart>

    /// Creates the outputs from their drivers and signal.
    ///
    /// - Parameters:
    ///   - cells: The rows of the latest chart.
    ///   - title: The chart's title.
    ///   - loading: Whether a load is in flight.
    ///   - errors: The failures of loads.
    ///   - chart: The latest chart, with the entries the rows show.
    public init(
      cells: Driver<[BoxOfficeCellData]>, title: Driver<String>, loading: Driver<Bool>,
      errors: Signal<BoxOfficeError>, chart: Driver<BoxOfficeChart>
    ) {
      self.cells = cells
      self.title = title
      self.loading = loading
      self.errors = errors
      self.chart = chart
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
    let loaded = state.enumerated()
      .filter { index, state in
        state.chart != nil && (index == 0 || state.lastChange == .loaded)
      }
      .map(\.element)
    let failures = state.enumerated()
      .compactMap { index, state in
        index == 0 || state.lastChange == .failed ? state.failure : nil
      }
    return Output(
      cells: loaded.map(\.cells).asDriver(onErrorDriveWith: .empty()),
      title: state.compactMap(\.title).distinctUntilChanged().asDriver(onErrorDriveWith: .empty()),
      loading: state.map(\.isLoading).distinctUntilChanged().asDriver(onErrorDriveWith: .empty()),
      errors: failures.asSignal(onErrorSignalWith: .empty()),
      chart: loaded.compactMap(\.chart).asDriver(onErrorDriveWith: .empty()))
  }

  /// The states the outputs are derived from: the initial state, then one per step of a load.
  ///
  /// Shared with a replay of the latest state for as long as the outputs exist (`.forever`), so
  /// outputs bound one after another join one pipeline, outputs bound after it has ended get its
  /// last state instead of starting it again, and outputs bound again after every view left get
  /// the last state while the inputs are subscribed anew and the steps go on from it. Each
  /// subscriber's first state is thus its current state, and ``transform(input:)`` sends from it
  /// what is already on show (rows, a failure) before sending only what later steps change.
  private func states(for input: Input) -> Observable<ChartState> {
    let client = client
    let scheduler = scheduler
    let query = input.query.share(replay: 1)
    let requests = Observable.merge(
      query.map { (endpoint: $0, cachePolicy: CachePolicy.useCache) },
      input.refresh.withLatestFrom(query).map { ($0, .reloadIgnoringCache) })
    let steps = requests.flatMapLatest { endpoint, cachePolicy in
      client.chart(endpoint, cachePolicy).asObservable()
        .subscribe(on: scheduler)
        .map { ChartState.Step.loaded(Self.limiting($0, to: endpoint)) }
        .catch { error in
          .just(.failed(error as? BoxOfficeError ?? .transportFailure("the request failed")))
        }
        .startWith(.started(endpoint))
    }
    // The state outlives a connection, so that outputs bound again after every view left go on
    // from where the last connection ended instead of from an empty screen.
    let last = BehaviorRelay<ChartState?>(value: nil)
    return Observable.deferred {
      guard let seed = last.value else {
        return steps.scan(ChartState()) { $0.applying($1) }.startWith(ChartState())
      }
      return steps.scan(seed) { $0.applying($1) }
    }
    .do(onNext: { last.accept($0) })
    .share(replay: 1, scope: .forever)
  }

  /// `chart` with no more entries than `endpoint` asked for, in case a server ignores the limit.
  private static func limiting(_ chart: BoxOfficeChart, to endpoint: BoxOfficeEndpoint)
    -> BoxOfficeChart
  {
    let limit =
      switch endpoint {
      case .daily(let query): query.filters.itemsPerPage
      case .weekly(let query): query.filters.itemsPerPage
      }
    guard let limit, chart.entries.count > limit else { return chart }
    var limited = chart
    limited.entries = Array(chart.entries.prefix(max(0, limit)))
    return limited
  }
}
