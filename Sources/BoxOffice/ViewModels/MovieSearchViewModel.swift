import Dispatch
import Reactive

/// The view model of search as you type: query text in; one screen model out
/// (``MovieSearchScreenModel``: the rows, a searching flag, a "no results" flag, a summary line
/// and the failure).
///
/// The query goes through the pipeline RxSwift apps write for a search field:
///
/// ```swift
/// query.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
///   .debounce(.milliseconds(300), scheduler: scheduler)
///   .distinctUntilChanged()
///   .flatMapLatest { text in search(text) }
/// ```
///
/// - Text is trimmed, and only text the user paused on for `debounce` is searched, so typing
///   faster than that searches once, for the last text.
/// - The same text again (after a pause on another) searches nothing new.
/// - Text shorter than `minimumLength` characters searches nothing and clears the results,
///   cancelling a search in flight.
/// - Only the newest query's results are ever shown: a new query cancels the search in flight,
///   and a reply that still arrives for an older query is dropped.
/// - `loadMore` asks for the next page (`pageSize` films each) while more films match than are
///   loaded and nothing is in flight; the page's films are appended.
/// - A failed search is a screen whose change is ``ScreenChange/failed``, and is said in the
///   summary; `retry` asks the
///   failed request again past the cache (and reloads the current query when nothing failed).
///
/// ```swift
/// let output = MovieSearchViewModel(
///   client: client, scheduler: MainScheduler.instance,
///   loadScheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated)
/// ).transform(input: .init(query: searchField.text))
/// output.screen
///   .drive(onNext: { screen in
///     table.rows = screen.rows.map { [$0.code, $0.title, $0.yearText] }
///     label.text = screen.summary
///   })
///   .disposed(by: disposeBag)
/// ```
///
/// ## Threads and schedulers
/// The screens are delivered on `MainScheduler.instance`, as drivers do. `scheduler` times
/// the debounce and is where replies are brought before they change the state, so the inputs
/// must arrive on its thread (`MainScheduler.instance` and the main thread in an app);
/// `loadScheduler` starts each request (`subscribe(on:)`), off the main thread in an app. Tests
/// pass one `TestScheduler` for both and stay on the main thread, where every output arrives at
/// an exact virtual time: a request starts one tick after the state that asks for it, and its
/// reply changes the state one tick after it arrives. The outputs of one `transform` share one
/// pipeline; it ends when the query input has ended and nothing is in flight.
///
/// `MovieSearchViewModel` holds no mutable state; `transform(input:)` may be called from any
/// thread.
public final class MovieSearchViewModel {
  /// What the view sends.
  public struct Input {
    /// The text of the search field, as typed.
    public var query: Observable<String>
    /// Asks for the next page of results.
    public var loadMore: Observable<Void>
    /// Asks the latest request again past the cache.
    public var retry: Observable<Void>

    /// Creates the inputs.
    ///
    /// - Parameters:
    ///   - query: The text of the search field.
    ///   - loadMore: The next-page trigger; by default none.
    ///   - retry: The retry trigger; by default none.
    public init(
      query: Observable<String>, loadMore: Observable<Void> = .empty(),
      retry: Observable<Void> = .empty()
    ) {
      self.query = query
      self.loadMore = loadMore
      self.retry = retry
    }
  }

  /// What the view shows.
  public struct Output {
    /// The screen, whenever the state changes; the first a subscriber gets is what is on show.
    public let screen: Driver<MovieSearchScreenModel>
  }

  private let client: BoxOfficeClient
  private let scheduler: any SchedulerType
  private let loadScheduler: any ImmediateSchedulerType
  private let debounce: RxTimeInterval
  private let initial: MovieSearchState

  /// Creates the view model.
  ///
  /// - Parameters:
  ///   - client: Where results come from.
  ///   - scheduler: The clock of the debounce and where replies are brought:
  ///     `MainScheduler.instance` in an app, a `TestScheduler` in tests.
  ///   - loadScheduler: Where each request starts; by default `scheduler`.
  ///   - debounce: How long the text must rest before it is searched.
  ///   - minimumLength: The fewest characters searched; 0 searches even empty text (with the
  ///     template's other criteria).
  ///   - template: The other criteria (director, years…), the page size of every search, and
  ///     the page each query starts at.
  public init(
    client: BoxOfficeClient, scheduler: any SchedulerType,
    loadScheduler: (any ImmediateSchedulerType)? = nil,
    debounce: RxTimeInterval = .milliseconds(300), minimumLength: Int = 2,
    template: MovieSearchQuery = MovieSearchQuery(pageSize: 20)
  ) {
    self.client = client
    self.scheduler = scheduler
    self.loadScheduler = loadScheduler ?? scheduler
    self.debounce = debounce
    initial = MovieSearchState(template: template, minimumLength: minimumLength)
  }

  /// Connects the view's inputs to the outputs it binds.
  ///
  /// - Parameter input: The query text and the triggers.
  /// - Returns: The outputs, sharing one pipeline.
  public func transform(input: Input) -> Output {
    let (client, loadScheduler) = (client, loadScheduler)
    let queries = input.query
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .debounce(debounce, scheduler: scheduler)
      .distinctUntilChanged()
      .map(MovieSearchState.Event.query)
    let inputs = Observable.merge(
      queries, input.loadMore.map { .loadMore }, input.retry.map { .retry })
    let state = FeedbackLoop.states(
      initial: initial, inputs: inputs, reduce: { $0.applying($1) },
      isSettled: { !$0.loading.isLoading }, scheduler: scheduler,
      feedback: { states in
        FeedbackLoop.effect(of: states, \.loading.request) {
          $0.load(from: client.movieList, on: loadScheduler, as: MovieSearchState.Event.answered)
        }
      }
    )
    return Output(screen: state.map(Self.screen).asDriver(onErrorDriveWith: .empty()))
  }

  /// What the view shows in `state`.
  static func screen(_ state: MovieSearchState) -> MovieSearchScreenModel {
    MovieSearchScreenModel(
      rows: state.results.map(MovieSearchRow.init), isSearching: state.loading.isLoading,
      noResults: state.hasNoResults, canLoadMore: state.canLoadMore,
      totalCount: state.totalCount, summary: summary(state), failure: state.loading.failure,
      change: state.loading.change)
  }

  /// The summary line of a state.
  static func summary(_ state: MovieSearchState) -> String {
    guard let text = state.text else { return "" }
    let quoted = text.isEmpty ? "the search" : "“\(text)”"
    if let failure = state.loading.failure { return "The search failed: \(failure.description)" }
    guard let total = state.totalCount else { return "Searching for \(quoted)…" }
    let loading = state.loading.isLoading ? " Loading more…" : ""
    switch total {
    case 0: return "No films match \(quoted)."
    case state.results.count:
      return total == 1 ? "1 film matches \(quoted)." : "\(count(total)) films match \(quoted)."
    default:
      return "Showing \(count(state.results.count)) of \(count(total)) films matching \(quoted)."
        + loading
    }
  }

  private static func count(_ value: Int) -> String {
    ChartRow.groupingThousands(Int64(value))
  }
}
