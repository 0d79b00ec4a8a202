/// One page of a KOBIS movie search: how many films match in all, and the films on this page.
///
/// ```swift
/// let page = try MovieSearchPage(decoding: data)
/// print(page.totalCount, page.movies.count)
/// // Prints: 95043 10
/// ```
public struct MovieSearchPage: Equatable, Sendable {
  /// How many films match the search in all pages (`totCnt`).
  public var totalCount: Int
  /// The films on this page, in KOBIS's order.
  public var movies: [MovieSummary]

  /// Creates a page from its values.
  ///
  /// - Parameters:
  ///   - totalCount: How many films match in all.
  ///   - movies: The films on this page.
  public init(totalCount: Int, movies: [MovieSummary]) {
    self.totalCount = totalCount
    self.movies = movies
  }
}
