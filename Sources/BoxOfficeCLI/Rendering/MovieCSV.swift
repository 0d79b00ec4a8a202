import BoxOffice

/// The CSV views of the movie services: a header row and one row per film, quoted as RFC 4180
/// says (``CSV``), lines ending in CRLF. Lists are joined with `; ` in one field.
///
/// A film's details (`movie`): `code,title,englishTitle,originalTitle,productionYear,openingDate,`
/// `runtimeMinutes,rating,productionStatus,type,nations,genres,directors,actors,companies`, where
/// an actor is `name (role)` and a company `name (part)`.
///
/// Search results: `code,title,englishTitle,productionYear,openingDate,type,productionStatus,`
/// `nations,genres,directors`.
///
/// Absent values are empty fields; KOBIS's words stay as it sent them, as in ``MovieJSON``.
enum MovieCSV {
  /// The columns of a film's details.
  static let detailsHeader = [
    "code", "title", "englishTitle", "originalTitle", "productionYear", "openingDate",
    "runtimeMinutes", "rating", "productionStatus", "type", "nations", "genres", "directors",
    "actors", "companies",
  ]

  /// The columns of search results.
  static let searchHeader = [
    "code", "title", "englishTitle", "productionYear", "openingDate", "type", "productionStatus",
    "nations", "genres", "directors",
  ]

  /// The CSV of a film's details.
  static func render(_ screen: MovieScreen) -> String {
    let details = screen.details
    let row = [
      details.code, details.title, details.englishTitle ?? "", details.originalTitle ?? "",
      details.productionYear.map(String.init) ?? "", details.openingDate?.description ?? "",
      details.runtimeMinutes.map(String.init) ?? "", details.rating ?? "",
      details.productionStatus ?? "", details.typeName ?? "", list(details.nations),
      list(details.genres), list(details.directors.map(\.name)),
      list(
        details.actors.map { actor in
          actor.role.map { "\(actor.person.name) (\($0))" } ?? actor.person.name
        }),
      list(
        details.companies.map { company in
          company.part.map { "\(company.name) (\($0))" } ?? company.name
        }),
    ]
    return CSV.document([detailsHeader, row])
  }

  /// The CSV of a page of search results.
  static func render(_ screen: MovieSearchScreen) -> String {
    let rows = screen.movies.map { movie in
      [
        movie.code, movie.title, movie.englishTitle ?? "",
        movie.productionYear.map(String.init) ?? "",
        movie.openingDate?.description ?? "", movie.typeName ?? "", movie.productionStatus ?? "",
        list(movie.nations), list(movie.genres), list(movie.directors),
      ]
    }
    return CSV.document([searchHeader] + rows)
  }

  private static func list(_ values: [String]) -> String {
    values.joined(separator: "; ")
  }

}
