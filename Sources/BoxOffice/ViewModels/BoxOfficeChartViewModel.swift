import Reactive

/// The view model of a box-office chart screen: queries and refreshes in, one screen model out
/// (``ChartScreenModel``: the title, the loading flag, the chart and its formatted rows, the
/// failure, and what each step changed).
///
/// MVVM as RxSwift apps write it: the view hands its inputs to ``transform(input:)`` and binds
/// the ``Output``'s one driver; no formatting and no decision is left to the view.
///
/// - A query (the endpoint: daily or weekly, the day, the part of the week, the filters) loads at
///   once and cancels the load in flight (`flatMapLatest`), so only the newest query's chart is
///   ever shown. The cache may answer a query.
/// - A refresh reloads the latest query past the cache; a refresh before any query does nothing.
/// - A failed load is a screen whose failure is set and whose change is
///   ``ScreenChange/failed``, and the pipeline goes on: the previous rows stay on show
///   and the next query or refresh loads as usual.
/// - A screen bound again after every view unbound it (a screen that reappears) begins with what
///   was on show, and the inputs are subscribed anew. A refresh then reloads the latest query,
///   even one sent before the views left. A load that their leaving cancelled starts again at
///   once, with the same query and cache policy, so the screen still says it is loading only
///   while a load runs, and the chart the view asked for arrives.
///
/// <doc:ChartScreens> shows a view binding it and says exactly when a screen is sent
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

  /// What the view shows.
  public struct Output {
    /// The screen, one per step of a load, the first a subscriber gets being what is on show.
    /// It delivers on the main thread.
    public let screen: Driver<ChartScreenModel>

    /// Creates the outputs, for a view's own tests to hand it canned screens.
    public init(screen: Driver<ChartScreenModel>) {
      self.screen = screen
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
    Output(screen: states(for: input).map(\.screen).asDriver(onErrorDriveWith: .empty()))
  }

  /// The states the screens are made from: the initial state, then one per step of a load.
  ///
  /// Shared with a replay of the latest state for as long as the outputs exist (`.forever`), so
  /// outputs bound one after another join one pipeline, outputs bound after it has ended get its
  /// last state instead of starting it again, and outputs bound again after every view left get
  /// the last state while the inputs are subscribed anew and the steps go on from it (starting
  /// again the load it shows running, if any). Each subscriber's first state is thus its current
  /// state, what is already on show.
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
