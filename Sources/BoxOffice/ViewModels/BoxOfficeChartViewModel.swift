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
  }

  private let client: BoxOfficeClient
  private let scheduler: any SchedulerType
  private let loadScheduler: any ImmediateSchedulerType

  /// Creates the view model.
  ///
  /// - Parameters:
  ///   - client: Where charts come from.
  ///   - scheduler: Where the inputs arrive and replies are brought before they change the
  ///     state: `MainScheduler.instance` in an app, a `TestScheduler` in tests.
  ///   - loadScheduler: Where each load is started: typically a background scheduler such as
  ///     `ConcurrentDispatchQueueScheduler(qos: .userInitiated)`; by default `scheduler`.
  public init(
    client: BoxOfficeClient, scheduler: any SchedulerType,
    loadScheduler: (any ImmediateSchedulerType)? = nil
  ) {
    self.client = client
    self.scheduler = scheduler
    self.loadScheduler = loadScheduler ?? scheduler
  }

  /// Connects the view's inputs to the outputs it binds.
  ///
  /// Nothing is loaded until an output is subscribed to.
  ///
  /// - Parameter input: The view's query and refresh trigger.
  /// - Returns: The outputs, sharing one pipeline.
  public func transform(input: Input) -> Output {
    Output(
      screen: states(for: input).map(\.screen).distinctUntilChanged()
        .asDriver(onErrorDriveWith: .empty()))
  }

  /// The states the screens are made from: the state on show, then one per event.
  ///
  /// ``ChartLoad`` folded on a feedback loop whose effect loads the request in flight. The loop
  /// is shared with a replay of the latest state for as long as the outputs exist (`.forever`),
  /// so views bound one after another join one loop, and views bound after it has ended get its
  /// last state instead of starting it again. Views bound again after every view left start a
  /// new loop from the last state they were shown: the inputs are subscribed anew, a refresh
  /// reloads the latest query, and a load that their leaving cancelled is still the request in
  /// flight, so the loop's effect starts it again.
  private func states(for input: Input) -> Observable<ChartLoad> {
    let (client, scheduler, loadScheduler) = (client, scheduler, loadScheduler)
    // Kept as the subscribers receive it, replay included, rather than as the loop sends it: a
    // state that a disconnected loop sends a moment late never reaches the shared replay, so the
    // next connection goes on from exactly the state the views were shown.
    let last = BehaviorRelay(value: ChartLoad())
    let inputs = Observable.merge(
      input.query.map { ChartLoad.Event.load($0) }, input.refresh.map { ChartLoad.Event.refresh })
    return Observable.deferred {
      FeedbackLoop.states(
        initial: last.value, inputs: inputs, reduce: { $0.applying($1) },
        isSettled: { !$0.loading.isLoading }, scheduler: scheduler,
        feedback: { states in
          FeedbackLoop.effect(of: states, \.loading.request) {
            $0.load(from: client.chart, on: loadScheduler, as: ChartLoad.Event.answered)
          }
        })
    }
    .share(replay: 1, scope: .forever)
    .do(onNext: { last.accept($0) })
  }
}
