/// Everything a search shows at one moment: the one screen model that
/// ``MovieSearchViewModel/Output/screen`` sends.
public struct MovieSearchScreenModel: Equatable, Sendable {
  /// The films found for the current query, every page loaded so far; empty without one.
  public var rows: [MovieSearchRow] = []
  /// Whether a request is in flight.
  public var isSearching = false
  /// Whether the current query was answered without a single film.
  public var noResults = false
  /// Whether more films match than are loaded (and `loadMore` would load them).
  public var canLoadMore = false
  /// How many films match the current query in all, once its first page has arrived; `nil`
  /// without a query or before.
  public var totalCount: Int?
  /// One line saying what the list shows: `Searching for “한강”…`, `3 films match “한강”.`,
  /// `Showing 20 of 95,043 films matching “별”.`, `No films match “없는”.`, the failure, or
  /// `""` without a query.
  public var summary = ""
  /// The failure of the latest request, until another starts.
  public var failure: BoxOfficeError?
  /// What the step that led to this screen did; `nil` for a step that asked nothing.
  public var change: ScreenChange?
}
