import BoxOffice

/// Writes a film's card or a page of matches: the table (``MovieTable``), the JSON document, or
/// the CSV.
///
/// In JSON, a film's details (`movie`), or a page of search results (`search`, and `movie` given
/// a title that several films match). Keys always appear, in the documented order; absent values
/// are `null`, absent lists `[]`. KOBIS's own words stay as KOBIS sent them (`"type": "장편"`), as
/// does every name; texts are cleaned of control characters and escape sequences.
///
/// ```json
/// {
///   "schemaVersion": 1,
///   "sample": false,
///   "movie": {
///     "code": "20124079", "title": "광해, 왕이 된 남자", "englishTitle": "Masquerade",
///     "originalTitle": null, "productionYear": 2012, "openingDate": "2012-09-13",
///     "runtimeMinutes": 131, "rating": "15세이상관람가", "productionStatus": "개봉",
///     "type": "장편", "nations": ["한국"], "genres": ["사극", "드라마"],
///     "directors": [{ "name": "추창민", "englishName": "CHOO Chang-min" }],
///     "actors": [{ "name": "이병헌", "englishName": "LEE Byung-hun", "role": "광해/하선", "englishRole": null }],
///     "showTypes": [{ "group": "필름", "name": "필름" }],
///     "companies": [],
///     "audits": [{ "number": "2012-F610", "grade": "15세이상관람가" }],
///     "staff": [{ "name": "문성주", "englishName": "MOON Sung-joo", "role": "투자" }]
///   }
/// }
/// ```
///
/// ```json
/// {
///   "schemaVersion": 1,
///   "sample": false,
///   "query": { "title": "한강", "director": null, "openingYears": null, "productionYears": null, "page": 1, "pageSize": 10 },
///   "totalCount": 2,
///   "movies": [
///     { "code": "20240811", "title": "한강의 밤", "englishTitle": "Night on the Han River",
///       "productionYear": 2024, "openingDate": "2025-02-05", "type": "장편",
///       "productionStatus": "개봉", "nations": ["한국"], "genres": ["스릴러", "범죄"],
///       "directors": ["윤세린"], "companies": [{ "code": "20210201", "name": "한강필름(주)" }] }
///   ]
/// }
/// ```
///
/// Year ranges are `{ "from": 2019, "to": 2023 }`. `schemaVersion` (``JSONValue/schemaVersion``)
/// changes only when a key is removed or changes meaning.
///
/// In CSV, a header row and one row per film, quoted as RFC 4180 says (``CSV``), lines ending in
/// CRLF. Lists are joined with `; ` in one field.
///
/// A film's details (`movie`): `code,title,englishTitle,originalTitle,productionYear,openingDate,`
/// `runtimeMinutes,rating,productionStatus,type,nations,genres,directors,actors,companies`, where
/// an actor is `name (role)` and a company `name (part)`.
///
/// Search results: `code,title,englishTitle,productionYear,openingDate,type,productionStatus,`
/// `nations,genres,directors`.
///
/// Absent values are empty fields; KOBIS's words stay as it sent them, as in JSON.
struct MovieRenderer: FormatRenderer {
  typealias Screen = MovieAnswer

  func table(_ answer: MovieAnswer, width: Int, palette: Palette) -> String {
    switch answer {
    case .details(let screen): MovieTable.render(screen, width: width, palette: palette)
    case .matches(let screen): MovieTable.render(screen, width: width, palette: palette)
    }
  }

  func json(_ answer: MovieAnswer, isCompact: Bool) -> String {
    let members: [(String, JSONValue)] =
      switch answer {
      case .details(let screen): [("movie", Self.json(screen.details))]
      case .matches(let screen):
        [
          ("query", Self.json(screen.query)), ("totalCount", .integer(screen.totalCount)),
          ("movies", .list(screen.movies.map(Self.json))),
        ]
      }
    return JSONValue.document(sample: answer.isSample, isCompact: isCompact, members)
  }

  func csv(_ answer: MovieAnswer) -> String {
    switch answer {
    case .details(let screen):
      let details = screen.details
      let credits: [(String, JSONValue)] = [
        ("directors", .strings(details.directors.map(\.name))),
        ("actors", .strings(details.actors.map { Self.named($0.person.name, $0.role) })),
        ("companies", .strings(details.companies.map { Self.named($0.name, $0.part) })),
      ]
      return CSV.document([
        Self.facts.map(\.key) + credits.map(\.0),
        Self.facts.map { $0.value(details).csvText } + credits.map(\.1.csvText),
      ])
    case .matches(let screen):
      let fields = Self.summaryFields.filter { $0.key != "companies" }
      return CSV.document(
        [fields.map(\.key)] + screen.movies.map { movie in fields.map { $0.value(movie).csvText } })
    }
  }

  /// The `movie` member of a film's document.
  private static func json(_ details: MovieDetails) -> JSONValue {
    let person = { (person: MovieDetails.Person) -> [(String, String?)] in
      [("name", person.name), ("englishName", person.englishName)]
    }
    let actor = { (actor: MovieDetails.Actor) in
      person(actor.person) + [("role", actor.role), ("englishRole", actor.englishRole)]
    }
    let company = { (company: MovieDetails.Company) -> [(String, String?)] in
      [
        ("code", company.code), ("name", company.name), ("englishName", company.englishName),
        ("part", company.part),
      ]
    }
    return .object(
      facts.map { ($0.key, $0.value(details)) } + [
        ("directors", .objects(details.directors, person)),
        ("actors", .objects(details.actors, actor)),
        ("showTypes", .objects(details.showTypes) { [("group", $0.group), ("name", $0.name)] }),
        ("companies", .objects(details.companies, company)),
        ("audits", .objects(details.audits) { [("number", $0.number), ("grade", $0.grade)] }),
        ("staff", .objects(details.staff) { person($0.person) + [("role", $0.role)] }),
      ])
  }

  /// A film of a search's `movies`.
  private static func json(_ movie: MovieSummary) -> JSONValue {
    .object(summaryFields.map { ($0.key, $0.value(movie)) })
  }

  /// The `query` member of a search's document.
  private static func json(_ query: MovieSearchQuery) -> JSONValue {
    let years = { (range: ClosedRange<Int>?) -> JSONValue in
      range.map { .object([("from", .integer($0.lowerBound)), ("to", .integer($0.upperBound))]) }
        ?? .null
    }
    return .object([
      ("title", .string(query.title)),
      ("director", .string(query.director)),
      ("openingYears", years(query.openingYears)),
      ("productionYears", years(query.productionYears)),
      ("page", .integer(query.page)),
      ("pageSize", .integer(query.pageSize)),
    ])
  }

  /// A film's facts before its credits, in order: the first members of `movie`, and the first
  /// columns of its CSV.
  private static let facts: [(key: String, value: @Sendable (MovieDetails) -> JSONValue)] = [
    ("code", { .string($0.code) }),
    ("title", { .string($0.title) }),
    ("englishTitle", { .string($0.englishTitle) }),
    ("originalTitle", { .string($0.originalTitle) }),
    ("productionYear", { .integer($0.productionYear) }),
    ("openingDate", { .string($0.openingDate?.description) }),
    ("runtimeMinutes", { .integer($0.runtimeMinutes) }),
    ("rating", { .string($0.rating) }),
    ("productionStatus", { .string($0.productionStatus) }),
    ("type", { .string($0.typeName) }),
    ("nations", { .strings($0.nations) }),
    ("genres", { .strings($0.genres) }),
  ]

  /// What a search lists of a film, in order: the members of each of `movies`, and the columns
  /// of the search's CSV but the companies.
  private static let summaryFields: [(key: String, value: @Sendable (MovieSummary) -> JSONValue)] =
    [
      ("code", { .string($0.code) }),
      ("title", { .string($0.title) }),
      ("englishTitle", { .string($0.englishTitle) }),
      ("productionYear", { .integer($0.productionYear) }),
      ("openingDate", { .string($0.openingDate?.description) }),
      ("type", { .string($0.typeName) }),
      ("productionStatus", { .string($0.productionStatus) }),
      ("nations", { .strings($0.nations) }),
      ("genres", { .strings($0.genres) }),
      ("directors", { .strings($0.directors) }),
      ("companies", { .objects($0.companies) { [("code", $0.code), ("name", $0.name)] } }),
    ]

  /// `name (part)`, or the name alone.
  private static func named(_ name: String, _ part: String?) -> String {
    part.map { "\(name) (\($0))" } ?? name
  }
}
