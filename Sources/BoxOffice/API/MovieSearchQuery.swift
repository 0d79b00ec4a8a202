/// A KOBIS movie search (`searchMovieList`): what to look for and which page of the matches.
///
/// Every criterion is optional; KOBIS combines the ones given. Texts match anywhere in the title
/// or the director's name, in Korean or in Latin letters as KOBIS stores them. Years are ranges,
/// a single year being a range of one.
///
/// ```swift
/// var query = MovieSearchQuery(title: "괴물", director: "봉준호")
/// query.productionYears = 2000...2010
/// query.pageSize = 20
/// ```
public struct MovieSearchQuery: Equatable, Sendable {
  /// The most films KOBIS sends on one page.
  public static let maximumPageSize = 100

  /// Text the Korean or English title contains (`movieNm`), or `nil` for any title.
  public var title: String?
  /// Text a director's name contains (`directorNm`), or `nil` for any director.
  public var director: String?
  /// The years of release in Korea (`openStartDt`, `openEndDt`), or `nil` for any.
  public var openingYears: ClosedRange<Int>?
  /// The years of production (`prdtStartYear`, `prdtEndYear`), or `nil` for any.
  public var productionYears: ClosedRange<Int>?
  /// A KOBIS nation code of the representative nation (`repNationCd`, e.g. `22041011` for
  /// Korea), or `nil` for any.
  public var nationCode: String?
  /// KOBIS type codes (`movieTypeCd`, e.g. `220101` for features), sent comma-separated; empty
  /// for any type.
  public var typeCodes: [String]
  /// The page, from 1 (`curPage`).
  public var page: Int
  /// Films per page, `1...100` (`itemPerPage`).
  public var pageSize: Int

  /// Creates a search.
  ///
  /// - Parameters:
  ///   - title: Text the title contains.
  ///   - director: Text a director's name contains.
  ///   - openingYears: The years of release.
  ///   - productionYears: The years of production.
  ///   - nationCode: A nation code.
  ///   - typeCodes: Type codes.
  ///   - page: The page, from 1.
  ///   - pageSize: Films per page, up to ``maximumPageSize``; KOBIS's default is 10.
  public init(
    title: String? = nil, director: String? = nil, openingYears: ClosedRange<Int>? = nil,
    productionYears: ClosedRange<Int>? = nil, nationCode: String? = nil, typeCodes: [String] = [],
    page: Int = 1, pageSize: Int = 10
  ) {
    self.title = title
    self.director = director
    self.openingYears = openingYears
    self.productionYears = productionYears
    self.nationCode = nationCode
    self.typeCodes = typeCodes
    self.page = page
    self.pageSize = pageSize
  }

  /// The query parameters, checked, in the order KOBIS documents them. Blank texts are left out.
  func parameters() throws(BoxOfficeError) -> [(name: String, value: String)] {
    guard page >= 1, page <= 1_000_000 else {
      throw .invalidQuery("the page must be a whole number from 1, not \(page)")
    }
    guard (1...Self.maximumPageSize).contains(pageSize) else {
      throw .invalidQuery(
        "the number of films per page must be between 1 and \(Self.maximumPageSize), not \(pageSize)"
      )
    }
    var parameters: [(name: String, value: String)] = [
      ("curPage", String(page)), ("itemPerPage", String(pageSize)),
    ]
    if let title = title?.nonBlank { parameters.append(("movieNm", title)) }
    if let director = director?.nonBlank { parameters.append(("directorNm", director)) }
    for (years, names) in [
      (openingYears, ("openStartDt", "openEndDt")),
      (productionYears, ("prdtStartYear", "prdtEndYear")),
    ] {
      guard let years else { continue }
      for year in [years.lowerBound, years.upperBound] where !(1880...9999).contains(year) {
        throw .invalidQuery("a year must be between 1880 and 9999, not \(year)")
      }
      parameters += [(names.0, String(years.lowerBound)), (names.1, String(years.upperBound))]
    }
    if let nationCode {
      guard FieldReader.isCode(nationCode) else {
        throw .invalidQuery(
          "a nation code is letters and digits such as 22041011, not \(FeedNumber.quote(nationCode))"
        )
      }
      parameters.append(("repNationCd", nationCode))
    }
    if !typeCodes.isEmpty {
      for code in typeCodes where !FieldReader.isCode(code) {
        throw .invalidQuery(
          "a type code is letters and digits such as 220101, not \(FeedNumber.quote(code))")
      }
      parameters.append(("movieTypeCd", typeCodes.joined(separator: ",")))
    }
    return parameters
  }
}
