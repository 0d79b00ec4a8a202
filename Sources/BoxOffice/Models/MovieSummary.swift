/// One film in a KOBIS movie search: its codes, titles, year, kind, status, nations, genres,
/// directors and companies, as `searchMovieList` lists them.
///
/// Texts are KOBIS's own, in Korean (`typeName` `장편`, `productionStatus` `개봉`); the view models
/// gloss the fixed vocabularies for people (``MovieVocabulary``).
///
/// ```swift
/// let page = try MovieSearchPage(decoding: data)
/// print(page.movies[8].code, page.movies[8].title, page.movies[8].genres)
/// // Prints: 2023C165 토미리스: 전쟁의 여신 리덕스 ["전쟁", "드라마", "액션"]
/// ```
public struct MovieSummary: Equatable, Sendable {
  /// A production or distribution company named in a search result.
  public struct Company: Equatable, Sendable {
    /// KOBIS's company code (`companyCd`).
    public var code: String
    /// The company's name (`companyNm`).
    public var name: String

    /// Creates a company.
    ///
    /// - Parameters:
    ///   - code: KOBIS's company code.
    ///   - name: The company's name.
    public init(code: String, name: String) {
      self.code = code
      self.name = name
    }
  }

  /// The movie code (`movieCd`): what ``BoxOfficeClient/movieDetails(code:cachePolicy:)`` takes.
  /// Usually eight digits, but it may contain letters (`2023C165`).
  public var code: String
  /// The Korean title (`movieNm`), trimmed.
  public var title: String
  /// The English title (`movieNmEn`), or `nil` when KOBIS has none.
  public var englishTitle: String?
  /// The year of production (`prdtYear`), or `nil` when KOBIS has none.
  public var productionYear: Int?
  /// The release date in Korea (`openDt`), or `nil` when there is none yet.
  public var openingDate: CalendarDate?
  /// The kind of film (`typeNm`), e.g. `장편` (feature), or `nil`.
  public var typeName: String?
  /// The production status (`prdtStatNm`), e.g. `개봉` (released) or `개봉예정` (upcoming), or
  /// `nil`.
  public var productionStatus: String?
  /// The nations of production (`nationAlt`, comma-separated in the feed), main one first.
  public var nations: [String]
  /// The genres (`genreAlt`), main one first.
  public var genres: [String]
  /// The representative nation (`repNationNm`), or `nil`.
  public var representativeNation: String?
  /// The representative genre (`repGenreNm`), or `nil`.
  public var representativeGenre: String?
  /// The directors' names (`directors[].peopleNm`); may be empty.
  public var directors: [String]
  /// The companies (`companys[]`); may be empty.
  public var companies: [Company]

  /// Creates a summary from its values, e.g. for sample data.
  ///
  /// - Parameters:
  ///   - code: The movie code.
  ///   - title: The Korean title.
  ///   - englishTitle: The English title, if any.
  ///   - productionYear: The year of production, if known.
  ///   - openingDate: The release date, if any.
  ///   - typeName: The kind of film, in KOBIS's words.
  ///   - productionStatus: The production status, in KOBIS's words.
  ///   - nations: The nations of production.
  ///   - genres: The genres.
  ///   - representativeNation: The representative nation.
  ///   - representativeGenre: The representative genre.
  ///   - directors: The directors' names.
  ///   - companies: The companies.
  public init(
    code: String, title: String, englishTitle: String? = nil, productionYear: Int? = nil,
    openingDate: CalendarDate? = nil, typeName: String? = nil, productionStatus: String? = nil,
    nations: [String] = [], genres: [String] = [], representativeNation: String? = nil,
    representativeGenre: String? = nil, directors: [String] = [], companies: [Company] = []
  ) {
    self.code = code
    self.title = title
    self.englishTitle = englishTitle
    self.productionYear = productionYear
    self.openingDate = openingDate
    self.typeName = typeName
    self.productionStatus = productionStatus
    self.nations = nations
    self.genres = genres
    self.representativeNation = representativeNation
    self.representativeGenre = representativeGenre
    self.directors = directors
    self.companies = companies
  }
}
