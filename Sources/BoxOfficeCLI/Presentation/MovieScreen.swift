import BoxOffice
import Reactive

/// What `movie` shows: a film's details and card as the details view model sent them, with every
/// text from the feed made safe to print, and whether they are the built-in sample.
///
/// The view model formats (the card's sections, the glosses); this type only cleans what came
/// from the network (``DisplayText``), once, in the exact details and in the card alike,
/// so that no view — table, JSON or CSV — can print a raw name.
struct MovieScreen: Equatable, Sendable {
  /// The details, every text sanitized.
  let details: MovieDetails
  /// The card of the sanitized details.
  let card: MovieDetailsCard
  /// Whether the details are the built-in sample rather than KOBIS's.
  let isSample: Bool

  /// The screen for `details`.
  init(details: MovieDetails, isSample: Bool) {
    self.details = details.displayed
    card = MovieDetailsCard(details: self.details)
    self.isSample = isSample
  }
}

/// What `search` (and `movie` given a title that matches several films) shows: the search, how
/// many films match, and the page of them, every text from the feed made safe to print.
struct MovieSearchScreen: Equatable, Sendable {
  /// The search as it was asked.
  let query: MovieSearchQuery
  /// How many films match in all.
  let totalCount: Int
  /// The films of the page, sanitized.
  let movies: [MovieSummary]
  /// Whether the films are the built-in sample rather than KOBIS's.
  let isSample: Bool

  /// The screen for a page of `query`'s results.
  init(query: MovieSearchQuery, totalCount: Int, movies: [MovieSummary], isSample: Bool) {
    self.query = query
    self.totalCount = totalCount
    self.movies = movies.map(\.displayed)
    self.isSample = isSample
  }

  /// The rows of the table of the films.
  var cells: [MovieSearchRow] { movies.map(MovieSearchRow.init) }

  /// How many pages the matches fill.
  var pageCount: Int {
    (totalCount + query.pageSize - 1) / max(1, query.pageSize)
  }
}

/// What `movie` and `search` answer: a film's card, or a page of the films a search matches.
enum MovieAnswer: Equatable, Sendable, RenderedScreen {
  /// A film's card (`movie <code>`, or `movie <title>` that one film matches).
  case details(MovieScreen)
  /// A page of matches (`search`, or `movie <title>` that several films match).
  case matches(MovieSearchScreen)

  var isSample: Bool {
    switch self {
    case .details(let screen): screen.isSample
    case .matches(let screen): screen.isSample
    }
  }

  /// The steps of `movie <code>`: the spinner while the details view model loads, then, from its
  /// last screen, the card, or the error (a code KOBIS does not know is ``BoxOfficeError/movieNotFound(code:)``).
  ///
  /// - Parameters:
  ///   - output: The view model's outputs for one code.
  ///   - code: The movie code.
  ///   - isSample: Whether the client is the built-in sample.
  /// - Returns: The steps.
  static func details(_ output: MovieDetailsViewModel.Output, code: String, isSample: Bool)
    -> Driver<CommandStep<MovieAnswer>>
  {
    CommandStep.lastScreen(
      of: output.screen,
      waiting: { $0.isLoading ? .spinner("Asking KOBIS for film \(code)…") : .idle },
      answer: { screen in
        if let failure = screen.failure { return .failure(CommandFailure(failure)) }
        guard let details = screen.details else {
          return .failure(CommandFailure(.movieNotFound(code: code)))
        }
        return .success(.details(MovieScreen(details: details, isSample: isSample)))
      })
  }

  /// The steps of `search`: the spinner while the search view model searches, then, from its last
  /// screen, the page of matches, or the error.
  ///
  /// - Parameters:
  ///   - output: The view model's outputs for one search.
  ///   - query: The search as asked.
  ///   - isSample: Whether the client is the built-in sample.
  /// - Returns: The steps.
  static func matches(
    _ output: MovieSearchViewModel.Output, query: MovieSearchQuery, isSample: Bool
  ) -> Driver<CommandStep<MovieAnswer>> {
    CommandStep.lastScreen(
      of: output.screen, waiting: { $0.isSearching ? .spinner("Searching KOBIS's films…") : .idle },
      answer: { screen in
        if let failure = screen.failure { return .failure(CommandFailure(failure)) }
        let page = MovieSearchScreen(
          query: query, totalCount: screen.totalCount ?? screen.rows.count,
          movies: screen.rows.map(\.movie), isSample: isSample)
        return .success(.matches(page))
      })
  }

  /// The steps of `movie <title>`: the search's, until it answers; then the card of the
  /// one film that matches, the page of several, or, for none, an error with ``ExitCode/notFound``.
  ///
  /// - Parameters:
  ///   - search: The search's steps.
  ///   - title: The words of the title.
  ///   - details: The steps of the card of a movie code.
  /// - Returns: The steps.
  static func title(
    _ search: Driver<CommandStep<MovieAnswer>>, title: String,
    details: @escaping (String) -> Driver<CommandStep<MovieAnswer>>
  ) -> Driver<CommandStep<MovieAnswer>> {
    let noMatch = CommandFailure(
      message: DisplayText(
        "No film matches “\(title)”; try fewer or shorter words, or search with "
          + "'boxoffice-cli search'."),
      status: ExitCode.notFound)
    return search.flatMapLatest { step in
      guard case .answered(.success(.matches(let screen))) = step else { return .just(step) }
      if screen.totalCount == 1, let only = screen.movies.first { return details(only.code) }
      return .just(screen.totalCount > 0 ? step : .answered(.failure(noMatch)))
    }
  }
}
