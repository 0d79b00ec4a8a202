import BoxOffice
import Foundation

/// The options and arguments of `movie`, `search` and `browse`: their own, and those every
/// command that asks KOBIS shares (``KOBISOptions``); `browse` takes the charts' `--date`,
/// `--nation`, `--films` and `--region` from ``ChartOptions`` as they are.
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
    definition: ArgumentDefinition(
      name: "code-or-title",
      help: "A movie code (eight characters, such as 20124079 or 2023C165), or words of a title.")
  ) { command, value, _ in
    guard !value.allSatisfy(\.isWhitespace) else { return InvalidValue(reason: "it is blank") }
    command.target = MovieCommand.Target(value)
    return nil
  }

  /// The options of `movie`.
  static let movie: [Option<MovieCommand>] =
    [KOBISOptions.format(), KOBISOptions.compact()]
    + KOBISOptions.connection(sampleHelp: sampleHelp)

  // MARK: - search

  /// `[<text>]`.
  static let text = Argument<SearchCommand>(
    definition: ArgumentDefinition(
      name: "text", help: "Words the title contains, in Korean or in English.", isOptional: true)
  ) { command, value, _ in
    let text = value.trimmingCharacters(in: .whitespaces)
    command.text = text.isEmpty ? nil : text
    return nil
  }

  /// The options of `search`.
  static let search: [Option<SearchCommand>] =
    [director, year, limit, page, KOBISOptions.format(), KOBISOptions.compact()]
    + KOBISOptions.connection(sampleHelp: sampleHelp)

  /// `--director`.
  static let director = Option<SearchCommand>(
    definition: OptionDefinition(
      name: "director", valueName: "name", help: "Words a director's name contains.")
  ) { command, value, _ in
    guard !value.allSatisfy(\.isWhitespace) else {
      return InvalidValue(reason: "the name is blank")
    }
    command.director = value.trimmingCharacters(in: .whitespaces)
    return nil
  }

  /// `-y`, `--year`.
  static let year = Option<SearchCommand>(
    definition: OptionDefinition(
      name: "year", shortName: "y", valueName: "years",
      help: "The year of production, YYYY, or a range of years, FROM-TO.")
  ) { command, value, _ in
    let parts = value.split(separator: "-", omittingEmptySubsequences: false)
    let years = parts.map { part in
      part.utf8.count == 4 && part.utf8.allSatisfy { (48...57).contains($0) } ? Int(part) : nil
    }
    guard (1...2).contains(years.count), let from = years.first ?? nil, let to = years.last ?? nil,
      from >= 1880, from <= to
    else {
      return InvalidValue(
        reason: "expected a year YYYY or years FROM-TO, from 1880 on, such as 2019-2023")
    }
    command.years = from...to
    return nil
  }

  /// `-n`, `--limit`.
  static let limit = Option<SearchCommand>(
    definition: OptionDefinition(
      name: "limit", shortName: "n", valueName: "n", help: "How many films a page, from 1 to 100.",
      defaultValue: "10")
  ) { command, value, _ in
    guard let limit = Int(value), (1...MovieSearchQuery.maximumPageSize).contains(limit) else {
      return InvalidValue(reason: "expected a whole number from 1 to 100")
    }
    command.limit = limit
    return nil
  }

  /// `--page`.
  static let page = Option<SearchCommand>(
    definition: OptionDefinition(
      name: "page", valueName: "n", help: "Which page of films, from 1.", defaultValue: "1")
  ) { command, value, _ in
    guard let page = Int(value), (1...1_000_000).contains(page) else {
      return InvalidValue(reason: "expected a whole number from 1")
    }
    command.page = page
    return nil
  }

  // MARK: - browse

  /// The options of `browse`.
  static let browse: [Option<BrowseCommand>] =
    [
      ChartOptions.date(
        what: "A day of the period shown first",
        defaultValue: ChartOptions.latestPeriod, \BrowseCommand.date),
      period,
    ]
    + [ChartOptions.nationFilter, ChartOptions.filmsFilter, ChartOptions.regionFilter].map {
      $0.lifted(into: \BrowseCommand.filters)
    }
    + KOBISOptions.connection(
      sampleHelp: "Browse built-in sample data (invented films and figures) instead of asking "
        + "KOBIS: no API key or network needed. It has ISO week 2025-W06, day by day; other "
        + "periods are empty, and --date is ignored.",
      colorHelp: "Color the screen: auto (unless NO_COLOR is set or TERM is dumb), always or "
        + "never. Without colors, bold, dim and reverse video still mark the selection and new "
        + "entries.",
      verboseHelp: nil)

  /// `-p`, `--period`.
  static let period = Option<BrowseCommand>(
    definition: OptionDefinition(
      name: "period", shortName: "p", valueName: "period",
      help: "The chart shown first: day, week (Monday to Sunday), weekend (Friday to Sunday) or "
        + "weekdays (Monday to Thursday).",
      defaultValue: "week", completion: .choices(BrowseCommand.Period.allCases.map(\.rawValue)))
  ) { command, value, _ in
    switch InvalidValue.choose(value, from: BrowseCommand.Period.self) {
    case .success(let period):
      command.kind = period.kind
      return nil
    case .failure(let invalid):
      return invalid
    }
  }

  /// The paragraphs of `browse`'s help after the overview.
  static let browseDiscussion = [
    "Keys: up and down (or k and j) move the selection; Enter opens the film's details, Esc or "
      + "Backspace closes them; left and right (or h and l) show the previous or next day or "
      + "week; d and w the daily and weekly charts, p the whole week, the weekend or the "
      + "weekdays; / searches films as you type; r reloads past the cache; ? shows the keys; q "
      + "quits.",
    "It needs a terminal on standard input and output, and restores it however it ends. Set "
      + "KOBIS_API_KEY to your KOBIS open API key (free at https://www.kobis.or.kr/kobisopenapi), "
      + "or try --sample.",
    "Exit status: " + ExitCode.summary(ExitCode.browseStatuses) + ".",
  ]

  /// The help of `--sample` of `movie` and `search`.
  private static let sampleHelp =
    "Look in built-in sample data (sixteen invented films) instead of asking KOBIS: no API key or "
    + "network needed."
}
