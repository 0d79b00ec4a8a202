import BoxOffice
import Foundation

/// The subcommands of the movie services and of the browser — `movie`, `search` and `browse` —
/// with their options, their help, and the parsing of their arguments in the manner of the chart
/// subcommands (``CommandLineParser``): long options as `--name value` or `--name=value`, each
/// once, checked as read, `-h`/`--help` anywhere, swift-argument-parser's usage errors.
///
/// The options they share with the chart subcommands are the chart's own definitions
/// (``OptionDefinition``): the same names, help, checks and messages.
///
/// `MovieSubcommand` is a value type and thread-safe.
enum MovieSubcommand: String, CaseIterable, Sendable {
  /// `boxoffice-cli movie <code-or-title>`.
  case movie
  /// `boxoffice-cli search [<text>]`.
  case search
  /// `boxoffice-cli browse`.
  case browse

  /// What a command line of these subcommands asks for.
  enum Invocation: Equatable, Sendable {
    case help(MovieSubcommand)
    case movie(MovieCommand)
    case search(SearchCommand)
    case browse(BrowseCommand)
  }

  /// The one-line summary, for the root help and the overview.
  var abstract: String {
    switch self {
    case .movie: "Show a film's details: titles, year, runtime, rating, genres, people, companies."
    case .search: "Search KOBIS's films by title, director and year."
    case .browse: "Browse the charts, films and searches in a full-screen terminal app."
    }
  }

  /// The usage line without its `USAGE:` prefix.
  var usage: String {
    switch self {
    case .movie: "boxoffice-cli movie <code-or-title> [<options>]"
    case .search: "boxoffice-cli search [<text>] [<options>]"
    case .browse: "boxoffice-cli browse [<options>]"
    }
  }

  /// The paragraphs of the help after the overview.
  var discussion: [String] {
    let key =
      "Set KOBIS_API_KEY to your KOBIS open API key (free at https://www.kobis.or.kr/kobisopenapi), "
      + "or try --sample."
    let status =
      "Exit status: 0 success, 64 usage error, 65 unreadable reply, 66 no such film, 69 KOBIS "
      + "unavailable or refused the request, 75 timeout or network down, 77 API key rejected, 78 no "
      + "API key, 130 interrupted."
    switch self {
    case .movie:
      return [
        "A movie code (eight characters, such as 20124079 or 2023C165) shows that film; 'search' "
          + "lists codes. Any other argument is words of a title: the one film they match is "
          + "shown, several are listed.",
        key, status,
      ]
    case .search:
      return [
        "Lists the films whose title contains the text (in Korean or in English) and whose "
          + "director's name contains --director, made in the --year given. The codes are what "
          + "'boxoffice-cli movie' takes.",
        key, status,
      ]
    case .browse:
      return [
        "Keys: up/down or k/j move, Enter opens the film's details, Esc or Backspace closes them, "
          + "left/right or h/l show the previous or next day or week, d and w the daily and weekly "
          + "charts, p the whole week, weekend or weekdays, / searches films as you type, r "
          + "reloads past the cache, ? shows the keys, q quits.",
        "Needs a terminal on standard input and output; the terminal is restored however the "
          + "browser ends. " + key,
        "Exit status: 0 quit, 64 usage error or no terminal, 78 no API key, 130 Ctrl-C.",
      ]
    }
  }

  /// The positional argument: its placeholder, help, and whether it is required.
  var argument: (name: String, help: String, isRequired: Bool)? {
    switch self {
    case .movie: ("code-or-title", "A movie code, or words of a title.", true)
    case .search: ("text", "Words the title contains, in Korean or English.", false)
    case .browse: nil
    }
  }

  /// The options, in the order help lists them (each with its label and help).
  var options: [(label: String, help: String)] {
    switch self {
    case .movie: Self.movieOptions.map { ($0.label, $0.helpLine) }
    case .search: Self.searchOptions.map { ($0.label, $0.helpLine) }
    case .browse: Self.browseOptions.map { ($0.label, $0.helpLine) }
    }
  }

  /// Parses `arguments` (after the program name) when they name one of these subcommands.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments after the program name.
  ///   - today: Today in Korea.
  /// - Returns: The invocation or its usage error (three lines), or `nil` when the arguments are
  ///   neither one of these subcommands nor `help` with one.
  static func parse(_ arguments: [String], today: CalendarDate) -> Result<Invocation, UsageText>? {
    if arguments.count == 2, arguments[0] == "help",
      let subcommand = MovieSubcommand(rawValue: arguments[1])
    {
      return .success(.help(subcommand))
    }
    guard let name = arguments.first, let subcommand = MovieSubcommand(rawValue: name) else {
      return nil
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains(where: { $0 == "-h" || $0 == "--help" }) { return .success(.help(subcommand)) }
    switch subcommand {
    case .movie:
      var command = MovieCommand(target: .title(""))
      var text: String?
      if let error = read(
        rest, into: &command, options: movieOptions, argument: &text, subcommand, today)
      {
        return .failure(error)
      }
      guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
        return .failure(UsageText(subcommand, "Missing expected argument '<code-or-title>'."))
      }
      command.target = MovieCommand.Target(text)
      return .success(.movie(command))
    case .search:
      var command = SearchCommand()
      var text: String?
      if let error = read(
        rest, into: &command, options: searchOptions, argument: &text, subcommand, today)
      {
        return .failure(error)
      }
      command.text = text.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap {
        $0.isEmpty ? nil : $0
      }
      guard command.text != nil || command.director != nil || command.years != nil else {
        return .failure(
          UsageText(
            subcommand,
            "Give words of a title, --director or --year: a search without any lists every film."))
      }
      return .success(.search(command))
    case .browse:
      var command = BrowseCommand()
      var none: String?
      if let error = read(
        rest, into: &command, options: browseOptions, argument: &none, subcommand, today)
      {
        return .failure(error)
      }
      return .success(.browse(command))
    }
  }

  /// The help of a subcommand, laid out as the chart subcommands' help is.
  static func help(_ subcommand: MovieSubcommand) -> String {
    var lines = HelpText.wrap("OVERVIEW: " + subcommand.abstract, indent: 0)
    for paragraph in subcommand.discussion {
      lines += [""] + HelpText.wrap(paragraph, indent: 0)
    }
    lines += ["", "USAGE: \(subcommand.usage)"]
    if let argument = subcommand.argument {
      lines += ["", "ARGUMENTS:"] + HelpText.row("<\(argument.name)>", argument.help)
    }
    lines += ["", "OPTIONS:"]
    for option in subcommand.options { lines += HelpText.row(option.label, option.help) }
    lines += HelpText.row("-h, --help", "Show help information.")
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - Reading

  /// Reads options and the one positional argument into `command`; returns the first problem.
  private static func read<Command: Sendable>(
    _ arguments: [String], into command: inout Command, options: [CommandOption<Command>],
    argument: inout String?, _ subcommand: MovieSubcommand, _ today: CalendarDate
  ) -> UsageText? {
    var seen: Set<String> = []
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      guard word.hasPrefix("-"), word != "-" else {
        guard subcommand.argument != nil, argument == nil else {
          return UsageText(subcommand, "Unexpected argument \(UsageError.quote(word)).")
        }
        argument = word
        continue
      }
      let name = word.firstIndex(of: "=").map { String(word[..<$0]) } ?? word
      guard let option = options.first(where: { "--" + $0.name == name }) else {
        let suggestion = Suggestion.closest(
          to: name, among: options.map { "--" + $0.name } + ["--help"])
        return UsageText(
          subcommand,
          "Unknown option \(UsageError.quote(name))."
            + (suggestion.map { " Did you mean '\($0)'?" } ?? ""))
      }
      guard seen.insert(option.name).inserted else {
        return UsageText(
          subcommand,
          "The \(option.valueName == nil ? "flag" : "option") '--\(option.name)' was given more than once."
        )
      }
      let inline = word.firstIndex(of: "=").map { String(word[word.index(after: $0)...]) }
      let value: String
      if option.valueName == nil {
        if inline != nil {
          return UsageText(subcommand, "The flag '--\(option.name)' does not take a value.")
        }
        value = ""
      } else if let inline {
        value = inline
      } else if index < arguments.count, !arguments[index].hasPrefix("--") {
        value = arguments[index]
        index += 1
      } else {
        return UsageText(subcommand, "Missing value for '\(option.label)'.")
      }
      if let invalid = option.apply(&command, value, today) {
        let shown = option.echoesValue ? "The value \(UsageError.quote(value))" : "The value"
        return UsageText(
          subcommand,
          "\(shown) is invalid for '\(option.label)': \(invalid.reason)."
            + (invalid.suggestion.map { " Did you mean '\($0)'?" } ?? ""))
      }
    }
    return nil
  }

  // MARK: - Options

  private static let movieOptions: [CommandOption<MovieCommand>] =
    [.borrowing(.format) { $1.format = $0.format }] + connection()

  private static let searchOptions: [CommandOption<SearchCommand>] =
    [
      CommandOption(
        name: "director", valueName: "name", help: "Words a director's name contains."
      ) { command, value, _ in
        guard !value.allSatisfy(\.isWhitespace) else { return .init(reason: "the name is blank") }
        command.director = value.trimmingCharacters(in: .whitespaces)
        return nil
      },
      CommandOption(
        name: "year", valueName: "years",
        help: "The year of production, YYYY, or a range of years, FROM-TO."
      ) { command, value, _ in
        let parts = value.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...2).contains(parts.count), let from = parts.first ?? nil,
          let to = parts.last ?? nil,
          (1880...9999).contains(from), (1880...9999).contains(to), from <= to,
          value.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") })
        else {
          return .init(
            reason: "expected a year YYYY or years FROM-TO, from 1880 on, such as 2019-2023")
        }
        command.years = from...to
        return nil
      },
      CommandOption(
        name: "limit", valueName: "n", help: "How many films per page, from 1 to 100.",
        defaultValue: "10"
      ) { command, value, _ in
        guard let limit = Int(value), (1...MovieSearchQuery.maximumPageSize).contains(limit) else {
          return .init(reason: "expected a whole number from 1 to 100")
        }
        command.limit = limit
        return nil
      },
      CommandOption(name: "page", valueName: "n", help: "Which page of films.", defaultValue: "1") {
        command, value, _ in
        guard let page = Int(value), (1...1_000_000).contains(page) else {
          return .init(reason: "expected a whole number from 1")
        }
        command.page = page
        return nil
      },
      .borrowing(.format) { $1.format = $0.format },
    ] + connection()

  private static let browseOptions: [CommandOption<BrowseCommand>] =
    [
      .borrowing(
        .date(weekly: true), help: "A day of the period shown first, as YYYYMMDD or YYYY-MM-DD."
      ) {
        $1.date = $0.date
      },
      CommandOption(
        name: "period", valueName: "period",
        help: "The chart shown first: day, week (Monday to Sunday), weekend (Friday to Sunday) or "
          + "weekdays (Monday to Thursday).",
        defaultValue: "week"
      ) { command, value, _ in
        let kinds: [String: BoxOfficeChart.Kind] = [
          "day": .daily, "week": .weekly, "weekend": .weekend, "weekdays": .weekdays,
        ]
        guard let kind = kinds[value.lowercased()] else {
          let names = ["day", "week", "weekend", "weekdays"]
          return .init(
            reason: "expected " + Suggestion.list(names, conjunction: "or"),
            suggestion: Suggestion.closest(to: value.lowercased(), among: names))
        }
        command.kind = kind
        return nil
      },
      .borrowing(.nation) { $1.filters.nation = $0.filters.nation },
      .borrowing(.films) { $1.filters.films = $0.filters.films },
      .borrowing(.region) { $1.filters.regionCode = $0.filters.regionCode },
    ] + connection()

  /// The options of every command that asks KOBIS: colors, the sample, the server, the cache and
  /// the key.
  private static func connection<Command: KOBISCommand & Sendable>() -> [CommandOption<Command>] {
    [
      .borrowing(.color) { $1.color = $0.color },
      .borrowing(
        .sample,
        help: "Use built-in sample data (invented films and figures) instead of asking KOBIS: no "
          + "API key or network needed."
      ) { $1.isSample = $0.isSample },
      .borrowing(.baseURL) { $1.baseURL = $0.baseURL },
      .borrowing(.timeout) { $1.timeout = $0.timeout },
      .borrowing(.noCache) { $1.bypassesCache = $0.bypassesCache },
      .borrowing(.apiKey) { $1.apiKey = $0.apiKey },
    ]
  }
}

/// What the commands that ask KOBIS have in common.
protocol KOBISCommand {
  var color: ColorChoice { get set }
  var isSample: Bool { get set }
  var baseURL: URL { get set }
  var timeout: TimeInterval { get set }
  var bypassesCache: Bool { get set }
  var apiKey: String? { get set }
}

extension MovieCommand: KOBISCommand {}
extension SearchCommand: KOBISCommand {}
extension BrowseCommand: KOBISCommand {}

/// One option of a movie or browse subcommand, and how its value is stored in `Command`.
struct CommandOption<Command: Sendable>: Sendable {
  var name: String
  var valueName: String?
  var help: String
  var defaultValue: String?
  var echoesValue = true
  var apply: @Sendable (inout Command, String, CalendarDate) -> OptionDefinition.InvalidValue?

  /// `--name <value>` or `--name`.
  var label: String {
    valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
  }

  /// The help with its default.
  var helpLine: String {
    defaultValue.map { help + " (default: \($0))" } ?? help
  }

  /// The chart subcommands' option `definition`, its value checked as theirs is and copied from
  /// the chart command into this one by `copy`.
  static func borrowing(
    _ definition: OptionDefinition, help: String? = nil,
    copy: @escaping @Sendable (ChartCommand, inout Command) -> Void
  ) -> CommandOption {
    CommandOption(
      name: definition.name, valueName: definition.valueName, help: help ?? definition.help,
      defaultValue: definition.defaultValue, echoesValue: definition.echoesValue
    ) { command, value, today in
      var chart = ChartCommand(chart: .weekly(.week))
      if let invalid = definition.apply(&chart, value, today) { return invalid }
      copy(chart, &command)
      return nil
    }
  }
}

/// A usage error of a movie or browse subcommand, in the chart subcommands' three lines.
struct UsageText: Error, Equatable, Sendable {
  /// The sentence after `Error: `.
  var message: String
  /// The subcommand whose usage applies.
  var subcommand: MovieSubcommand

  init(_ subcommand: MovieSubcommand, _ message: String) {
    self.subcommand = subcommand
    self.message = message
  }

  /// The three lines for standard error.
  var text: String {
    "Error: \(message)\nUsage: \(subcommand.usage)\n"
      + "  See 'boxoffice-cli \(subcommand.rawValue) --help' for more information.\n"
  }
}
