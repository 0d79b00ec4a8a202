/// One film in a list of search results, ready for a view: every value a row shows, formatted.
///
/// ```swift
/// let cell = MovieSearchRow(movie: page.movies[8])
/// print(cell.code, cell.title, cell.yearText, cell.typeText, cell.statusText)
/// // Prints: 2023C165 토미리스: 전쟁의 여신 리덕스 2019 Online only Other
/// ```
public struct MovieSearchRow: Equatable, Sendable {
  /// The film as decoded, for views that write exact data (JSON, CSV).
  public let movie: MovieSummary
  /// The movie code, what `movie` details take.
  public var code: String { movie.code }
  /// The Korean title.
  public var title: String { movie.title }
  /// The English title, or `""` when there is none.
  public var englishTitle: String { movie.englishTitle ?? "" }
  /// The year of production, or `""`.
  public var yearText: String { movie.productionYear.map(String.init) ?? "" }
  /// The release date as `YYYY-MM-DD`, or `""` when there is none.
  public var openingDateText: String { movie.openingDate?.description ?? "" }
  /// The kind of film in English (``MovieVocabulary/filmType(_:)``), or `""`.
  public var typeText: String { movie.typeName.map(MovieVocabulary.filmType) ?? "" }
  /// The production status in English (``MovieVocabulary/status(_:)``), or `""`.
  public var statusText: String { movie.productionStatus.map(MovieVocabulary.status) ?? "" }
  /// The directors, joined with `, `, or `""`.
  public var directorsText: String { movie.directors.joined(separator: ", ") }
  /// The nations, joined with `, `.
  public var nationsText: String { movie.nations.joined(separator: ", ") }
  /// The genres, joined with `, `.
  public var genresText: String { movie.genres.joined(separator: ", ") }

  /// The cell that shows `movie`.
  ///
  /// - Parameter movie: A film of a search page.
  public init(movie: MovieSummary) {
    self.movie = movie
  }
}
