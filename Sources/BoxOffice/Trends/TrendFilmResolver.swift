import Reactive

/// Turns what the user typed (a movie code or a title) into the film a trend follows.
///
/// The seam where a movie search can answer: the resolver gets the reference and the charts of
/// the trend's periods once they have all been asked for, and answers with the film or fails with
/// ``TrendError/filmNotFound(reference:periods:)`` or ``TrendError/ambiguousFilm(reference:matches:)``.
/// A resolver that searches KOBIS's movie list may ignore the charts.
///
/// ```swift
/// let resolver = TrendFilmResolver { reference, charts in
///   search.films(titled: reference).map { … }   // a Single<TrendFilm>
/// }
/// ```
public struct TrendFilmResolver: Sendable {
  /// Answers with the film `reference` names, given the charts of the trend's periods (those
  /// that loaded, oldest first).
  public var resolve: Resolve

  /// Answers with the film a reference names, given the charts, or fails with a ``TrendError``.
  public typealias Resolve =
    @Sendable (_ reference: String, _ charts: [BoxOfficeChart]) -> Single<TrendFilm>

  /// Creates a resolver from its closure.
  ///
  /// - Parameter resolve: Answers with the film, or fails with a ``TrendError``.
  public init(resolve: @escaping Resolve) {
    self.resolve = resolve
  }

  /// Resolves from the charts themselves, at once: ``match(_:in:)``.
  public static let charts = TrendFilmResolver { reference, charts in
    .deferred { .just(try match(reference, in: charts).get()) }
  }

  /// Resolves from the charts first and, for a title that none of them has, through KOBIS's
  /// movie search (one request): the one film whose title is `reference`, ignoring case and
  /// white space; several such films are ambiguous, none is ``TrendError/filmNotFound(reference:periods:)``,
  /// and a failed search is ``TrendError/searchFailed(reference:_:)``.
  ///
  /// A film found by the search that none of the charts lists is followed all the same: its
  /// periods show it out of the chart.
  ///
  /// - Parameter client: The client whose movie search answers.
  /// - Returns: The resolver.
  public static func chartsThenSearch(_ client: BoxOfficeClient) -> TrendFilmResolver {
    TrendFilmResolver { reference, charts in
      switch match(reference, in: charts) {
      case .failure(.filmNotFound(let wanted, let periods)):
        let query = MovieSearchQuery(title: wanted, pageSize: MovieSearchQuery.maximumPageSize)
        return client.searchMovies(query)
          .catch { error in
            .error(TrendError.searchFailed(reference: wanted, BoxOfficeError(error)))
          }
          .map { page in
            let films = page.movies.filter { $0.title.folded == wanted.folded }
              .map { TrendFilm(code: $0.code, title: $0.title) }
            switch films.count {
            case 1: return films[0]
            case 0: throw TrendError.filmNotFound(reference: wanted, periods: periods)
            default: throw TrendError.ambiguousFilm(reference: wanted, matches: films)
            }
          }
      case .failure(let error):
        return .error(error)
      case .success(let film):
        return .just(film)
      }
    }
  }

  /// The film of the charts that `reference` names:
  ///
  /// 1. a film whose movie code is `reference` (trimmed);
  /// 2. else the films whose title is exactly `reference` (trimmed);
  /// 3. else the films whose title equals it ignoring case and white space (`한강의밤` finds
  ///    `한강의 밤`).
  ///
  /// The first rule that finds any film decides: one film is the answer, several are
  /// ambiguous. A film's title is the one its latest entry gives.
  ///
  /// - Parameters:
  ///   - reference: A movie code or a title.
  ///   - charts: The charts to look in, oldest first.
  /// - Returns: The film, or ``TrendError/filmNotFound(reference:periods:)`` or
  ///   ``TrendError/ambiguousFilm(reference:matches:)``.
  public static func match(_ reference: String, in charts: [BoxOfficeChart]) -> Result<
    TrendFilm, TrendError
  > {
    let wanted = reference.trimmingWhiteSpace
    // Each film once, where it first appears, with the title of its latest entry.
    let entries = charts.flatMap(\.entries)
    let titles = Dictionary(entries.map { ($0.movieCode, $0.title) }, uniquingKeysWith: { $1 })
    var seen = Set<String>()
    let films = entries.filter { seen.insert($0.movieCode).inserted }
      .map { TrendFilm(code: $0.movieCode, title: titles[$0.movieCode]!) }
    let rules: [(TrendFilm) -> Bool] = [
      { $0.code == wanted },
      { $0.title.trimmingWhiteSpace == wanted },
      { $0.title.folded == wanted.folded },
    ]
    for rule in rules {
      let matches = films.filter(rule)
      if matches.count == 1 { return .success(matches[0]) }
      if matches.count > 1 {
        return .failure(.ambiguousFilm(reference: wanted, matches: matches))
      }
    }
    return .failure(.filmNotFound(reference: wanted, periods: charts.count))
  }
}

extension String {
  /// The text without white space at either end.
  fileprivate var trimmingWhiteSpace: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }

  /// The text lowercased, without any white space: what a case- and space-insensitive match
  /// compares.
  fileprivate var folded: String {
    String(lowercased().filter { !$0.isWhitespace })
  }
}
