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
  /// The header and the row of a film's details.
  static func render(_ screen: MovieScreen) -> String {
    let details = screen.details
    let credits: [(String, JSONValue)] = [
      ("directors", .strings(details.directors.map(\.name))),
      ("actors", .strings(details.actors.map { named($0.person.name, $0.role) })),
      ("companies", .strings(details.companies.map { named($0.name, $0.part) })),
    ]
    return CSV.document([
      MovieJSON.facts.map(\.key) + credits.map(\.0),
      MovieJSON.facts.map { $0.value(details).csvText } + credits.map(\.1.csvText),
    ])
  }

  /// The header and one row per film of a page of search results.
  static func render(_ screen: MovieSearchScreen) -> String {
    let fields = MovieJSON.summaryFields.filter { $0.key != "companies" }
    return CSV.document(
      [fields.map(\.key)] + screen.movies.map { movie in fields.map { $0.value(movie).csvText } })
  }

  /// `name (part)`, or the name alone.
  private static func named(_ name: String, _ part: String?) -> String {
    part.map { "\(name) (\($0))" } ?? name
  }
}
