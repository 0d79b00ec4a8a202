import BoxOffice

/// The JSON views of the movie services: a film's details (`movie`), and a page of search
/// results (`search`, and `movie` given a title that several films match). Keys always appear, in
/// the documented order; absent values are `null`, absent lists `[]`. KOBIS's own words stay as
/// KOBIS sent them (`"type": "장편"`), as does every name; texts are cleaned of control
/// characters and escape sequences.
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
enum MovieJSON {
  /// The document of a film's details, pretty-printed or on one line (`isCompact`), ending in a
  /// line break.
  static func render(_ screen: MovieScreen, isCompact: Bool = false) -> String {
    let details = screen.details
    let person = { (person: MovieDetails.Person) -> [(String, JSONValue)] in
      [("name", .string(person.name)), ("englishName", .string(person.englishName))]
    }
    let movie = JSONValue.object(
      facts.map { ($0.key, $0.value(details)) } + [
        ("directors", .objects(details.directors, person)),
        (
          "actors",
          .objects(details.actors) {
            person($0.person) + [
              ("role", .string($0.role)), ("englishRole", .string($0.englishRole)),
            ]
          }
        ),
        (
          "showTypes",
          .objects(details.showTypes) {
            [("group", .string($0.group)), ("name", .string($0.name))]
          }
        ),
        (
          "companies",
          .objects(details.companies) {
            [
              ("code", .string($0.code)), ("name", .string($0.name)),
              ("englishName", .string($0.englishName)), ("part", .string($0.part)),
            ]
          }
        ),
        (
          "audits",
          .objects(details.audits) {
            [("number", .string($0.number)), ("grade", .string($0.grade))]
          }
        ),
        ("staff", .objects(details.staff) { person($0.person) + [("role", .string($0.role))] }),
      ])
    return JSONValue.document(sample: screen.isSample, isCompact: isCompact, [("movie", movie)])
  }

  /// The document of a page of search results, pretty-printed or on one line (`isCompact`),
  /// ending in a line break.
  static func render(_ screen: MovieSearchScreen, isCompact: Bool = false) -> String {
    let years = { (range: ClosedRange<Int>?) -> JSONValue in
      range.map { .object([("from", .integer($0.lowerBound)), ("to", .integer($0.upperBound))]) }
        ?? .null
    }
    let query = JSONValue.object([
      ("title", .string(screen.query.title)),
      ("director", .string(screen.query.director)),
      ("openingYears", years(screen.query.openingYears)),
      ("productionYears", years(screen.query.productionYears)),
      ("page", .integer(screen.query.page)),
      ("pageSize", .integer(screen.query.pageSize)),
    ])
    let movies = screen.movies.map { movie in
      JSONValue.object(summaryFields.map { ($0.key, $0.value(movie)) })
    }
    return JSONValue.document(
      sample: screen.isSample, isCompact: isCompact,
      [("query", query), ("totalCount", .integer(screen.totalCount)), ("movies", .list(movies))])
  }

  /// A film's facts before its credits, in order: the first members of `movie`, and the first
  /// columns of its CSV (``MovieCSV``).
  static let facts: [(key: String, value: @Sendable (MovieDetails) -> JSONValue)] = [
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
  /// of the search's CSV but the companies (``MovieCSV``).
  static let summaryFields: [(key: String, value: @Sendable (MovieSummary) -> JSONValue)] = [
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
    (
      "companies",
      { .objects($0.companies) { [("code", .string($0.code)), ("name", .string($0.name))] } }
    ),
  ]
}
