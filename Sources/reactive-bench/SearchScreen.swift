// The user's work in the search-screen pipeline, a view model's: a search screen that trims what is
// typed, looks it up and formats ten result rows for three views. The library variant, the closure
// baseline and the straight-line variant all call these same functions.

/// One search result.
struct Movie {
  let rank: Int
  let title: String
}

/// The results of one query.
struct SearchResults {
  let query: String
  let movies: [Movie]
}

enum SearchScreen {
  /// What the search returns: ten films, whatever the query (a cached search).
  static let catalogue: [Movie] = [
    "Exhuma", "12.12: The Day", "The Roundup: Punishment", "Inside Out 2", "Pilot",
    "Handsome Guys", "Dune: Part Two", "Kung Fu Panda 4", "Wonderland", "Furiosa",
  ].enumerated().map { Movie(rank: $0.offset + 1, title: $0.element) }

  /// What a user types, one query per keystroke that settles: two prefixes of each title, the
  /// title, then the title again with stray spaces, which trimming turns into a repeat.
  static let typedQueries: [String] = [
    "exhuma", "pilot", "dune part two", "inside out", "wonderland", "roundup", "kung fu panda",
    "furiosa",
  ].flatMap { title in
    [String(title.prefix(3)), String(title.prefix(4)), title, "  \(title) "]
  }

  /// The query typed `index`-th, cycling through ``typedQueries``.
  static func query(_ index: Int) -> String {
    typedQueries[index % typedQueries.count]
  }

  /// The query without its leading and trailing spaces.
  static func trimmed(_ text: String) -> String {
    let isSpace: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") }
    guard let start = text.utf8.firstIndex(where: { !isSpace($0) }),
      let last = text.utf8.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(text[start...last])
  }

  static func search(_ query: String) -> SearchResults {
    SearchResults(query: query, movies: catalogue)
  }

  /// One row per result, the query shown beside each title.
  static func rows(_ results: SearchResults) -> [String] {
    results.movies.map { "\($0.rank). \($0.title) [\(results.query)]" }
  }

  /// The three views that show the rows: a table, a count label and an empty-state view. Each
  /// adds what it shows to its accumulator.
  static let views: [@Sendable (Accumulator, [String]) -> Void] = [
    { sum, rows in sum.value &+= rows.reduce(0) { $0 &+ $1.utf8.count } },
    { sum, rows in sum.value &+= rows.count },
    { sum, rows in sum.value &+= rows.isEmpty ? 1 : 0 },
  ]
}
