import BoxOffice

/// The commands of `boxoffice-cli`: the one table that the parser (``CommandLineParser``), the
/// help (``HelpText``), the shell completions (``CompletionShell``) and the manual page
/// (``ManualPage``) are generated from.
///
/// To add a subcommand: describe its options as ``Option`` values (as ``ChartOptions`` does),
/// add a ``CommandDefinition`` for it to ``root``'s subcommands, add the ``Invocation`` case it
/// parses into, and run that case in ``BoxOfficeTool``. Its short flags, the last-wins rule,
/// `--help` and `--version`, its help, its completions and its part of the manual page then come
/// from the table.
enum CommandTable {
  /// The root command and, below it, every subcommand.
  static let root = CommandDefinition(
    group: HelpText.programName, abstract: "Korea's box-office charts from KOBIS, in a terminal.",
    subcommands: [weekly, daily, movie, search, trend, browse, regions, cache, completions, help])

  /// `boxoffice-cli weekly`.
  static let weekly = CommandDefinition(
    name: "weekly",
    abstract: "Show the weekly box-office chart: the whole week, the weekend or the weekdays.",
    discussion: ChartOptions.discussion(weekly: true), options: ChartOptions.all(weekly: true),
    command: ChartCommand(chart: .weekly), validate: { $0.problem(today: $1.today) },
    invocation: { .chart($0) })

  /// `boxoffice-cli daily`.
  static let daily = CommandDefinition(
    name: "daily", abstract: "Show the daily box-office chart.",
    discussion: ChartOptions.discussion(weekly: false), options: ChartOptions.all(weekly: false),
    command: ChartCommand(chart: .daily), validate: { $0.problem(today: $1.today) },
    invocation: { .chart($0) })

  /// `boxoffice-cli movie`.
  static let movie = CommandDefinition(
    name: "movie",
    abstract: "Show a film's details: titles, year, runtime, rating, genres, people, companies.",
    discussion: [
      "A movie code shows that film; 'boxoffice-cli search' lists codes. Any other argument is "
        + "words of a title: the one film they match is shown, several are listed."
    ] + MovieOptions.keyAndStatuses,
    options: MovieOptions.movie, arguments: [MovieOptions.codeOrTitle],
    command: MovieCommand(), validate: { command, _ in command.compactProblem },
    invocation: { .movie($0) })

  /// `boxoffice-cli search`.
  static let search = CommandDefinition(
    name: "search", abstract: "Search KOBIS's films by title, director and year.",
    discussion: [
      "Lists the films whose title contains the text, in Korean or in English, whose director's "
        + "name contains --director, made in the years of --year. The codes are what "
        + "'boxoffice-cli movie' takes."
    ] + MovieOptions.keyAndStatuses,
    options: MovieOptions.search, arguments: [MovieOptions.text], command: SearchCommand(),
    validate: { command, _ in
      command.text == nil && command.director == nil && command.years == nil
        ? "Give words of a title, --director or --year: a search without any lists every film."
        : command.compactProblem
    },
    invocation: { .search($0) })

  /// `boxoffice-cli browse`.
  static let browse = CommandDefinition(
    name: "browse",
    abstract: "Browse the charts, films and searches in a full-screen terminal app.",
    discussion: BrowseOptions.discussion, options: BrowseOptions.all, command: BrowseCommand(),
    validate: { $0.problem(today: $1.today) }, invocation: { .browse($0) })
  /// `boxoffice-cli trend`.
  static let trend = CommandDefinition(
    name: "trend",
    abstract: "Show a film's run week by week (or day by day) as bars, from the charts.",
    discussion: TrendOptions.discussion, options: TrendOptions.all,
    arguments: [TrendOptions.film], command: TrendCommand(),
    validate: { $0.problem(today: $1.today) }, invocation: { .trend($0) })

  /// `boxoffice-cli regions`.
  static let regions = CommandDefinition(
    name: "regions", abstract: "List the regions --region accepts, with their KOBIS codes.",
    options: [RegionsCommand.format], command: RegionsCommand(), invocation: { .regions($0) })

  /// `boxoffice-cli cache`, with `info` and `clear`.
  static let cache = CommandDefinition(
    group: "cache", abstract: "Show what the reply cache holds, or empty it.",
    discussion: [CacheCommand.location],
    subcommands: CacheCommand.Action.allCases.map(CacheCommand.definition))

  /// `boxoffice-cli completions`.
  static let completions = CommandDefinition(
    name: "completions", abstract: "Print a shell's completion script for boxoffice-cli.",
    discussion: CompletionShell.allCases.map(\.installation),
    options: [Option<CompletionShell?>](),
    arguments: [
      Argument(
        ArgumentDefinition(
          name: "shell", help: "bash, zsh or fish.",
          completion: ValueCompletion(
            kind: .choices, words: CompletionShell.allCases.map(\.rawValue))), \.self
      ) { value, _ in
        InvalidValue.choose(value, among: CompletionShell.allCases.map { ($0.rawValue, $0) })
      }
    ],
    command: nil,
    // The argument is required, so the parser has stored a shell.
    invocation: { .completions($0 ?? .bash) })

  /// `boxoffice-cli help`.
  static let help = CommandDefinition(
    name: "help", abstract: "Show help for a subcommand, or the manual page with --man.",
    discussion: [
      "The manual page is written in roff; read it with 'boxoffice-cli help --man | man -l -', "
        + "or install it as boxoffice-cli.1 in a man1 directory of your MANPATH."
    ],
    options: [HelpCommand.manual], arguments: [HelpCommand.subcommands], command: HelpCommand(),
    validate: { $0.problem(root: $1.root) }, invocation: { $0.isManual ? .manual : .help($0.names) }
  )
}
