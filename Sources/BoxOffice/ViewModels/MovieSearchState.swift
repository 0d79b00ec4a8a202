/// A movie search at one moment — the query, the films loaded so far, what is in flight — and how
/// each event changes it.
///
/// A pure reducer, folded by ``MovieSearchViewModel`` (and by the browser for its search) in a
/// feedback loop: the state names the one request that should be in flight
/// (``Loading/request``), and the loop's effect loads it with `flatMapLatest`, so a state that
/// names another request (or none) cancels the one before. A reply is applied only if it answers
/// the request in flight, which makes a late reply for an older query harmless even before the
/// cancellation lands.
struct MovieSearchState: Equatable {
  /// One page asked of KOBIS.
  typealias Request = Loading<MovieSearchQuery>.Request

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
    /// A request's page, or its failure.
    case answered(Request, Result<MovieSearchPage, BoxOfficeError>)
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
  /// The requests: the one in flight, the latest (for ``Event/retry``) and its failure.
  var loading = Loading<MovieSearchQuery>()

  /// A search with nothing shown.
  init(template: MovieSearchQuery, minimumLength: Int) {
    self.template = template
    self.minimumLength = minimumLength
  }

  /// Whether more films match than are loaded.
  var canLoadMore: Bool {
    guard let totalCount, !loading.isLoading, loading.failure == nil else { return false }
    return lastPage * template.pageSize < totalCount
  }

  /// Whether the query has been answered with no film at all.
  var hasNoResults: Bool {
    text != nil && !loading.isLoading && loading.failure == nil && totalCount == 0
  }

  /// The state after `event`.
  func applying(_ event: Event) -> MovieSearchState {
    var next = self
    next.loading.change = nil
    switch event {
    case .query(let text):
      next = next.cleared()
      guard text.count >= minimumLength else { return next }
      next.text = text
      next.start(page: template.page, cachePolicy: .useCache)
    case .loadMore:
      guard canLoadMore else { return next }
      next.start(page: lastPage + 1, cachePolicy: .useCache)
    case .retry:
      guard let last = loading.latest, text != nil, !loading.isLoading else { return next }
      if last.query.page == template.page {
        (next.results, next.totalCount, next.lastPage) = ([], nil, 0)
      }
      next.start(page: last.query.page, cachePolicy: .reloadIgnoringCache)
    case .clear:
      next = next.cleared()
    case .answered(let request, let result):
      guard case .success(let page)? = next.loading.answer(request, with: result) else {
        return next
      }
      next.results = request.query.page == template.page ? page.movies : results + page.movies
      next.totalCount = page.totalCount
      next.lastPage = request.query.page
    }
    return next
  }

  /// The search with nothing shown; it keeps its count of requests, so that a late reply to a
  /// cleared request is still dropped.
  private func cleared() -> MovieSearchState {
    var next = MovieSearchState(template: template, minimumLength: minimumLength)
    next.loading = loading
    next.loading.cancel(forgetting: true)
    return next
  }

  private mutating func start(page: Int, cachePolicy: CachePolicy) {
    guard let text else { return }
    var query = template
    query.title = text.isEmpty ? template.title : text
    query.page = page
    loading.start(query, cachePolicy)
  }
}
