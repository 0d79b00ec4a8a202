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
  public let code: String
  /// The Korean title.
  public let title: String
  /// The English title, or `""` when there is none.
  public let englishTitle: String
  /// The year of production, or `""`.
  public let yearText: String
  /// The release date as `YYYY-MM-DD`, or `""` when there is none.
  public let openingDateText: String
  /// The kind of film in English (``MovieVocabulary/filmType(_:)``), or `""`.
  public let typeText: String
  /// The production status in English (``MovieVocabulary/status(_:)``), or `""`.
  public let statusText: String
  /// The directors, joined with `, `, or `""`.
  public let directorsText: String
  /// The nations, joined with `, `.
  public let nationsText: String
  /// The genres, joined with `, `.
  public let genresText: String

  /// The cell that shows `movie`.
  ///
  /// - Parameter movie: A film of a search page.
  public init(movie: MovieSummary) {
    self.movie = movie
    code = movie.code
    title = movie.title
    englishTitle = movie.englishTitle ?? ""
    yearText = movie.productionYear.map(String.init) ?? ""
    openingDateText = movie.openingDate?.description ?? ""
    typeText = movie.typeName.map(MovieVocabulary.filmType) ?? ""
    statusText = movie.productionStatus.map(MovieVocabulary.status) ?? ""
    directorsText = movie.directors.joined(separator: ", ")
    nationsText = movie.nations.joined(separator: ", ")
    genresText = movie.genres.joined(separator: ", ")
  }
}
