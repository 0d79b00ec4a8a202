import BoxOffice
import Foundation

/// The options and arguments of `movie` and `search`: their own, and those every command that
/// asks KOBIS shares (``KOBISOptions``).
enum MovieOptions {
  /// The paragraph of help on the key and the exit statuses of `movie` and `search`.
  static let keyAndStatuses = [
    "Films come from KOBIS, the Korean Film Council's network. Set KOBIS_API_KEY to your KOBIS "
      + "open API key (free at https://www.kobis.or.kr/kobisopenapi), or try --sample.",
    "Exit status: " + ExitCode.summary(ExitCode.movieStatuses) + ".",
  ]

  // MARK: - movie

  /// `<code-or-title>`.
  static let codeOrTitle = Argument<MovieCommand>(
    ArgumentDefinition(
      name: "code-or-title",
      help: "A movie code (eight characters, such as 20124079 or 2023C165), or words of a title."),
    \.target, blank: "it is blank", read: { MovieCommand.Target($0) })

  /// The options of `movie`.
  static let movie: [Option<MovieCommand>] =
    [KOBISOptions.format(), KOBISOptions.compact()]
    + KOBISOptions.connection(sampleHelp: sampleHelp)

  // MARK: - search

  /// `[<text>]`.
  static let text = Argument<SearchCommand>(
    ArgumentDefinition(
      name: "text", help: "Words the title contains, in Korean or in English.", isOptional: true),
    \.text
  ) { value, _ in
    let text = value.trimmingCharacters(in: .whitespaces)
    return .success(text.isEmpty ? nil : text)
  }

  /// The options of `search`.
  static let search: [Option<SearchCommand>] =
    [director, year, limit, page, KOBISOptions.format(), KOBISOptions.compact()]
    + KOBISOptions.connection(sampleHelp: sampleHelp)

  /// `--director`.
  static let director = Option<SearchCommand>(
    OptionDefinition(
      name: "director", valueName: "name", help: "Words a director's name contains."),
    \.director, blank: "the name is blank"
  ) { $0.trimmingCharacters(in: .whitespaces) }

  /// `-y`, `--year`.
  static let year = Option<SearchCommand>(
    OptionDefinition(
      name: "year", shortName: "y", valueName: "years",
      help: "The year of production, YYYY, or a range of years, FROM-TO."), \.years
  ) { value, _ in
    let parts = value.split(separator: "-", omittingEmptySubsequences: false)
    let years = parts.map { part in
      part.utf8.count == 4 && part.utf8.allSatisfy { (48...57).contains($0) } ? Int(part) : nil
    }
    guard (1...2).contains(years.count), let from = years.first ?? nil, let to = years.last ?? nil,
      from >= 1880, from <= to
    else {
      return .failure(
        InvalidValue(
          reason: "expected a year YYYY or years FROM-TO, from 1880 on, such as 2019-2023"))
    }
    return .success(from...to)
  }

  /// `-n`, `--limit`.
  static let limit = Option<SearchCommand>.number(
    OptionDefinition(
      name: "limit", shortName: "n", valueName: "n",
      help: "How many films a page, from 1 to \(MovieSearchQuery.maximumPageSize).",
      defaultValue: "10"), in: 1...MovieSearchQuery.maximumPageSize
  ) { $0.limit = $1 }

  /// `--page`.
  static let page = Option<SearchCommand>.number(
    OptionDefinition(
      name: "page", valueName: "n", help: "Which page of films, from 1.", defaultValue: "1"),
    in: 1...1_000_000, namesMaximum: false
  ) { $0.page = $1 }

  /// The help of `--sample` of `movie` and `search`.
  private static let sampleHelp =
    "Look in built-in sample data (sixteen invented films) instead of asking KOBIS: no API key or "
    + "network needed."
}
