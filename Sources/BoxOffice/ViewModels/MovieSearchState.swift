/// A movie search at one moment — the query, the films loaded so far, what is in flight — and how
/// each event changes it.
///
/// A pure reducer, folded by ``MovieSearchViewModel`` (and by the browser for its search) in a
/// feedback loop: the state names the one request that should be in flight (``request``), and
/// the loop's effect loads it with `flatMapLatest`, so a state that names another request (or
/// none) cancels the one before. A reply is applied only if it answers the request in flight,
/// which makes a late reply for an older query harmless even before the cancellation lands.
struct MovieSearchState: Equatable {
  /// One page asked of KOBIS; the generation tells apart two requests for the same page.
  typealias Request = LoadRequest<MovieSearchQuery>

  /// What changes a search.
  enum Event: Equatable {
    /// The query text settled (trimmed, debounced, changed).
    case query(String)
    /// The view wants the next page.
    case loadMore
    /// Ask the last request again past the cache.
    case retry
    /// The search ends: nothing is shown or loaded.
    case clear
    /// A page arrived.
    case loaded(Request, MovieSearchPage)
    case failed(Request, BoxOfficeError)
  }

  /// The criteria besides the title, the page size, and the page a query starts at.
  var template: MovieSearchQuery
  /// The fewest characters a query needs.
  var minimumLength: Int
  /// The query being shown, or `nil` when none (too short, or cleared).
  var text: String?
  /// The films loaded for ``text``, pages in order.
  var results: [MovieSummary] = []
  /// How many films match ``text`` in all, once the first page has arrived.
  var totalCount: Int?
  /// The last page loaded, 0 before the first.
  var lastPage = 0
  /// The request in flight, or `nil`.
  var request: Request?
  /// The latest request made, for ``Event/retry``.
  var lastRequest: Request?
  /// The failure of the latest request, until another starts.
  var failure: BoxOfficeError?
  /// What the latest event did.
  var lastChange: ScreenChange?
  private var generation = 0

  /// A search with nothing shown.
  init(template: MovieSearchQuery, minimumLength: Int) {
    self.template = template
    self.minimumLength = minimumLength
  }

  /// Whether a request is in flight.
  var isSearching: Bool { request != nil }

  /// Whether more films match than are loaded.
  var canLoadMore: Bool {
    guard let totalCount, request == nil, failure == nil else { return false }
    return lastPage * template.pageSize < totalCount
  }

  /// Whether the query has been answered with no film at all.
  var hasNoResults: Bool {
    text != nil && request == nil && failure == nil && totalCount == 0
  }

  /// The state after `event`.
  func applying(_ event: Event) -> MovieSearchState {
    var next = self
    next.lastChange = nil
    switch event {
    case .query(let text):
      guard text.count >= minimumLength else { return next.cleared() }
      next = next.cleared()
      next.text = text
      next.start(page: template.page, cachePolicy: .useCache)
    case .loadMore:
      guard canLoadMore else { return next }
      next.start(page: lastPage + 1, cachePolicy: .useCache)
    case .retry:
      guard let last = lastRequest, text != nil, request == nil else { return next }
      if last.query.page == template.page {
        next.results = []
        next.totalCount = nil
        next.lastPage = 0
      }
      next.start(page: last.query.page, cachePolicy: .reloadIgnoringCache)
    case .clear:
      next = next.cleared()
    case .loaded(let request, let page):
      guard request == self.request else { return next }
      next.request = nil
      next.results = request.query.page == template.page ? page.movies : results + page.movies
      next.totalCount = page.totalCount
      next.lastPage = request.query.page
      next.lastChange = .loaded
    case .failed(let request, let error):
      guard request == self.request else { return next }
      next.request = nil
      next.failure = error
      next.lastChange = .failed
    }
    return next
  }

  private func cleared() -> MovieSearchState {
    var next = MovieSearchState(template: template, minimumLength: minimumLength)
    next.generation = generation
    next.lastChange = lastChange
    return next
  }

  private mutating func start(page: Int, cachePolicy: CachePolicy) {
    guard let text else { return }
    var query = template
    query.title = text.isEmpty ? template.title : text
    query.page = page
    generation += 1
    let request = Request(query: query, cachePolicy: cachePolicy, generation: generation)
    self.request = request
    lastRequest = request
    failure = nil
    lastChange = .started
  }
}
