import Foundation

extension MovieSearchPage {
  /// Decodes a page from the body of a KOBIS `searchMovieList` reply.
  ///
  /// The rules are the charts' (``BoxOfficeChart/init(decoding:for:)``): every value is a JSON string
  /// but `totCnt`, which KOBIS sends as a JSON number (a string of digits is accepted too); a
  /// missing or malformed value fails the page with ``BoxOfficeError/undecodableBody(at:reason:)``
  /// naming the field and the film's position; a missing list (`movieList`, `directors`,
  /// `companys`) is empty; `""` dates and years are none; codes are ASCII letters and digits
  /// (`2023C165`); `nationAlt` and `genreAlt` are split at their commas. A film without a title
  /// fails. A `faultInfo` reply throws ``BoxOfficeError/kobisFault(code:message:)``.
  ///
  /// - Parameter data: The reply body, UTF-8 JSON.
  /// - Throws: ``BoxOfficeError/kobisFault(code:message:)`` or
  ///   ``BoxOfficeError/undecodableBody(at:reason:)``.
  /// - Complexity: O(*n*) in the size of `data`.
  public init(decoding data: Data) throws(BoxOfficeError) {
    let result = try KOBISReply.result(in: data, named: "movieListResult")
    let fields = FieldReader(object: result, location: { "movieListResult.\($0)" })
    let totalCount = try Self.count(result["totCnt"])
    let movies = try fields.list("movieList", Self.decodeMovie)
    guard totalCount >= movies.count else {
      throw .undecodableBody(
        at: "movieListResult.totCnt",
        reason: "\(totalCount) is fewer than the \(movies.count) films listed")
    }
    self.init(totalCount: totalCount, movies: movies)
  }

  private static func count(_ value: Any?) throws(BoxOfficeError) -> Int {
    let location = "movieListResult.totCnt"
    guard let value else { throw .undecodableBody(at: location, reason: "the field is missing") }
    let text: String
    if let string = value as? String {
      text = string
    } else if let number = value as? NSNumber,
      // Foundation's JSON booleans are NSNumbers of a private boolean class.
      !String(describing: type(of: value)).contains("Boolean")
    {
      text = number.stringValue
    } else {
      throw .undecodableBody(
        at: location, reason: "expected a number, found \(FieldReader.describe(value))")
    }
    do {
      return Int(try FeedNumber.integer(text, signed: false))
    } catch {
      throw .undecodableBody(at: location, reason: error.reason)
    }
  }

  private static func decodeMovie(_ movie: FieldReader) throws(BoxOfficeError) -> MovieSummary {
    guard let title = try movie.optionalText("movieNm") else {
      throw .undecodableBody(at: movie.location("movieNm"), reason: "the title is empty")
    }
    return MovieSummary(
      code: try movie.code("movieCd"),
      title: title,
      englishTitle: try movie.optionalText("movieNmEn"),
      productionYear: try movie.year("prdtYear"),
      openingDate: try movie.blankOr("openDt", "is not a date yyyymmdd") {
        CalendarDate(yyyymmdd: $0)
      },
      typeName: try movie.optionalText("typeNm"),
      productionStatus: try movie.optionalText("prdtStatNm"),
      nations: try movie.commaList("nationAlt"),
      genres: try movie.commaList("genreAlt"),
      representativeNation: try movie.optionalText("repNationNm"),
      representativeGenre: try movie.optionalText("repGenreNm"),
      directors: try movie.names("directors", "peopleNm"),
      companies: try movie.list("companys") { company throws(BoxOfficeError) in
        MovieSummary.Company(
          code: try company.code("companyCd"),
          name: try company.trimmed("companyNm"))
      })
  }
}
