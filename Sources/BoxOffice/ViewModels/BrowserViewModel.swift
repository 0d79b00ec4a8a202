import Dispatch
import Reactive

/// The view model of the interactive box-office browser: keys and the terminal's size in; one
/// screen model (``BrowserScreenModel``) and the browser's end out.
///
/// The browser shows a chart and moves through it, through time, into films' details and into a
/// search of KOBIS's films. Every input is a stream and the screen one driver, so the view only
/// turns bytes into ``BrowserKey``s and each screen into drawing; what a key means (``BrowserAction``),
/// what loads when, where the details pane goes and what every line says are decided here.
///
/// - **Moving** through the chart (↑ ↓, pages, ends) loads nothing, unless the view model was made
///   to prefetch the selected film's details. **Opening** a film (Enter)
///   opens the details pane, which loads the film; while it is open it follows the selection, and
///   a film seen before shows at once. A slow reply overtaken by a newer selection is never shown
///   (`flatMapLatest`).
/// - **Time** (← →, d w p): the header shows the new period at once, and its chart is asked for
///   only when the period has not changed for `periodDebounce` (`debounce`, then
///   `flatMapLatest`): holding ← through ten periods asks for one. Until the new chart arrives the
///   previous one stays on show, marked stale, and the header says `loading…`. Periods that have
///   not ended are out of reach.
/// - **Search** (/): typed text is searched once it rests for `searchDebounce`, as in
///   ``MovieSearchViewModel``; results are opened as chart rows are, and reaching the last one
///   loads the next page.
/// - **Errors** show on the status line (and in the pane for a film), and the browser goes on;
///   `r` reloads past every cache.
/// - The view lays the screen out: it tells the view model how many rows its lists show at a
///   size (``ListRows``), by which the selection pages and scrolls, and nothing else of its
///   layout.
///
/// ## Threads and schedulers
/// The outputs deliver on `MainScheduler.instance`. `scheduler` times the debounces and is where
/// replies are brought before they change the state, so the keys and sizes must arrive on its
/// thread (`MainScheduler.instance` and the main thread in an app); `loadScheduler` is where each
/// request starts. Tests pass one `TestScheduler` for both and stay on the main thread: every
/// screen arrives at an exact virtual time.
///
/// `BrowserViewModel` holds no mutable state; each `transform` builds an independent pipeline.
public final class BrowserViewModel {
  /// What the view sends.
  public struct Input {
    /// The keys pressed.
    public var keys: Observable<BrowserKey>
    /// The terminal's size: its size now, then each new size.
    public var size: Observable<TerminalSize>

    /// Creates the inputs.
    ///
    /// - Parameters:
    ///   - keys: The keys pressed.
    ///   - size: The terminal's size, now and after each resize.
    public init(keys: Observable<BrowserKey>, size: Observable<TerminalSize>) {
      self.keys = keys
      self.size = size
    }
  }

  /// What the view shows, and when it ends.
  public struct Output {
    /// Everything on show, sent whole whenever any part changes.
    public let screen: Driver<BrowserScreenModel>
    /// How the browser ends, once.
    public let exit: Signal<BrowserExit>
  }

  /// How many rows of a list the view shows on a terminal of `size`: the chart's, or the
  /// search's when `isSearching`, with the details pane open (`hasPane`) or closed.
  public typealias ListRows =
    @Sendable (_ size: TerminalSize, _ isSearching: Bool, _ hasPane: Bool) -> Int

  private let client: BoxOfficeClient
  private let initial: BrowserState
  private let scheduler: any SchedulerType
  private let loadScheduler: any ImmediateSchedulerType
  private let periodDebounce: RxTimeInterval
  private let searchDebounce: RxTimeInterval

  /// Creates the view model.
  ///
  /// - Parameters:
  ///   - client: Where charts, films and searches come from.
  ///   - start: The period shown first.
  ///   - today: Today in Korea: periods that have not ended before it are out of reach.
  ///   - filters: Which films the charts count; 10 of them by default.
  ///   - listRows: How many rows of a list the view shows, by which the selection pages.
  ///   - scheduler: The clock of the debounces and where replies are brought.
  ///   - loadScheduler: Where each request starts; by default `scheduler`.
  ///   - periodDebounce: How long the period chosen must rest before its chart is asked for;
  ///     longer than a held key's repeat interval.
  ///   - searchDebounce: How long the search text must rest before it is searched.
  ///   - sourceLabel: What the header says about the figures when nothing else, e.g.
  ///     `sample data`; `nil` for KOBIS's own.
  ///   - emptyChartNote: What the list says for a period without figures; by default
  ///     ``ChartScreenModel/emptyNote``.
  ///   - minimumSearchLength: The fewest characters searched.
  ///   - prefetchesDetails: Whether moving the selection loads the selected film's details
  ///     while the pane is closed, so that opening it shows them at once; off by default, as
  ///     every move would then be a request.
  public init(
    client: BoxOfficeClient, start: ChartPeriod, today: CalendarDate,
    filters: ChartFilters = ChartFilters(itemsPerPage: 10), listRows: @escaping ListRows,
    scheduler: any SchedulerType,
    loadScheduler: (any ImmediateSchedulerType)? = nil,
    periodDebounce: RxTimeInterval = .milliseconds(250),
    searchDebounce: RxTimeInterval = .milliseconds(300),
    sourceLabel: String? = nil,
    emptyChartNote: String = ChartScreenModel.emptyNote,
    minimumSearchLength: Int = 2, prefetchesDetails: Bool = false
  ) {
    self.client = client
    self.scheduler = scheduler
    self.loadScheduler = loadScheduler ?? scheduler
    self.periodDebounce = periodDebounce
    self.searchDebounce = searchDebounce
    let configuration = BrowserState.Configuration(
      today: today, filters: filters, sourceLabel: sourceLabel, emptyChartNote: emptyChartNote,
      minimumSearchLength: minimumSearchLength, searchPageSize: 20,
      prefetchesDetails: prefetchesDetails, listRows: listRows)
    initial = BrowserState(
      configuration: configuration, period: start, size: TerminalSize(columns: 80, rows: 24))
  }

  /// Connects the view's inputs to the outputs it binds.
  ///
  /// - Parameter input: The keys and the sizes.
  /// - Returns: The outputs, sharing one pipeline.
  public func transform(input: Input) -> Output {
    let (client, scheduler, loadScheduler) = (client, scheduler, loadScheduler)
    let (periodDebounce, searchDebounce) = (periodDebounce, searchDebounce)
    let inputs = Observable.merge(
      input.size.distinctUntilChanged().map(BrowserState.Event.resize),
      input.keys.map(BrowserState.Event.key))
    let state = FeedbackLoop.states(
      initial: initial, inputs: inputs, reduce: { $0.applying($1) },
      isSettled: { !$0.isLoading }, scheduler: scheduler,
      feedback: { states in
        let settledPeriods = states.map(\.period).distinctUntilChanged()
          .debounce(periodDebounce, scheduler: scheduler)
          .map(BrowserState.Event.periodSettled)
        let charts = FeedbackLoop.effect(of: states, \.chart.loading.request) {
          $0.load(from: client.chart, on: loadScheduler, as: ChartLoad.Event.answered)
            .map(BrowserState.Event.chart)
        }
        let settledTexts = states.map { $0.focus == .search ? $0.searchText : nil }
          .distinctUntilChanged()
          .debounce(searchDebounce, scheduler: scheduler)
          .compactMap { $0 }
          .map(BrowserState.Event.searchTextSettled)
        let searches = FeedbackLoop.effect(of: states, \.search.loading.request) {
          $0.load(from: client.movieList, on: loadScheduler, as: MovieSearchState.Event.answered)
            .map(BrowserState.Event.search)
        }
        let details = FeedbackLoop.effect(of: states, \.details.loading.request) {
          $0.load(from: client.movieInfo, on: loadScheduler, as: MovieDetailsState.Event.answered)
            .map(BrowserState.Event.details)
        }
        return Observable.merge(settledPeriods, charts, settledTexts, searches, details)
      }
    )
    .filter(\.isSized).share(replay: 1)
    return Output(
      screen: state.map(\.screen).distinctUntilChanged().asDriver(onErrorDriveWith: .empty()),
      exit: state.compactMap(\.exit).take(1).asSignal(onErrorSignalWith: .empty()))
  }
}
