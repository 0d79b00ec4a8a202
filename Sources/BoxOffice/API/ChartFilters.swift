/// The optional parameters that the daily and the weekly chart share: how many entries, which
/// films, from where, shown in which region.
///
/// The defaults ask for everything: KOBIS's default page of 10 entries, all films, all nations,
/// all regions; a default is left out of the request, as KOBIS reads a missing parameter as "all".
///
/// ```swift
/// let filters = ChartFilters(itemsPerPage: 5, films: .diversity, nation: .korean)
/// ```
public struct ChartFilters: Equatable, Sendable {
  /// Which films a chart counts (`multiMovieYn`).
  public enum Films: String, CaseIterable, Sendable {
    /// All films (the parameter is left out).
    case all
    /// Commercial films only (`N`).
    case commercial
    /// Diversity (independent and art) films only (`Y`).
    case diversity
  }

  /// Which films a chart counts by their main nation (`repNationCd`).
  public enum Nation: String, CaseIterable, Sendable {
    /// Films of every nation (the parameter is left out).
    case all
    /// Korean films (`K`).
    case korean
    /// Foreign films (`F`).
    case foreign
  }

  /// The number of entries, `1...10` (`itemPerPage`); `nil` for KOBIS's default, 10.
  public var itemsPerPage: Int?
  /// Which films to count.
  public var films: Films
  /// Which nations' films to count.
  public var nation: Nation
  /// A region code from KOBIS's common code group `0105000000`, ten digits such as `0105001000`
  /// (`wideAreaCd`); `nil` for the whole country.
  public var regionCode: String?

  /// Creates filters; the defaults select everything.
  ///
  /// - Parameters:
  ///   - itemsPerPage: The number of entries, `1...10`, or `nil` for KOBIS's default.
  ///   - films: Which films to count.
  ///   - nation: Which nations' films to count.
  ///   - regionCode: A ten-digit region code, or `nil` for the whole country.
  public init(
    itemsPerPage: Int? = nil, films: Films = .all, nation: Nation = .all, regionCode: String? = nil
  ) {
    self.itemsPerPage = itemsPerPage
    self.films = films
    self.nation = nation
    self.regionCode = regionCode
  }

  /// The query parameters for these filters, checked.
  func parameters() throws(BoxOfficeError) -> [(name: String, value: String)] {
    var parameters: [(name: String, value: String)] = []
    if let itemsPerPage {
      guard (1...10).contains(itemsPerPage) else {
        throw .invalidQuery("the number of entries must be between 1 and 10, not \(itemsPerPage)")
      }
      parameters.append(("itemPerPage", String(itemsPerPage)))
    }
    let filmsCode: String? =
      switch films {
      case .all: nil
      case .commercial: "N"
      case .diversity: "Y"
      }
    if let filmsCode { parameters.append(("multiMovieYn", filmsCode)) }
    let nationCode: String? =
      switch nation {
      case .all: nil
      case .korean: "K"
      case .foreign: "F"
      }
    if let nationCode { parameters.append(("repNationCd", nationCode)) }
    if let regionCode {
      guard regionCode.utf8.count == 10, regionCode.utf8.allSatisfy({ (48...57).contains($0) })
      else {
        throw .invalidQuery(
          "the region code must be ten digits such as 0105001000, not \(FeedNumber.quote(regionCode))"
        )
      }
      parameters.append(("wideAreaCd", regionCode))
    }
    return parameters
  }
}
