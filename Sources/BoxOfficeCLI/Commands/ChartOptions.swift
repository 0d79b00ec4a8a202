import BoxOffice
import Foundation

/// The options of the chart subcommands, `weekly` and `daily`: each one's names, help and
/// default, and how its value is checked and stored in a ``ChartCommand``.
enum ChartOptions {
  /// The options of `weekly` (`weekly: true`) or `daily`, in the order help lists them.
  ///
  /// - Parameter weekly: Whether the command is `weekly`, which alone has `--period`.
  /// - Returns: The options.
  static func all(weekly: Bool) -> [Option<ChartCommand>] {
    [date(weekly: weekly)] + (weekly ? [period] : [])
      + [limit] + filters(\.filters) + [
        KOBISOptions.format(), fields, bars, KOBISOptions.compact(),
      ]
      + KOBISOptions.connection(sampleHelp: sampleHelp)
  }

  /// `-d`, `--date`.
  static func date(weekly: Bool) -> Option<ChartCommand> {
    date(
      what: weekly ? "Any day of the wanted week" : "The day",
      defaultValue: weekly ? latestPeriod : "yesterday in Korea", \.date)
  }

  /// The default of a weekly `--date`, for help.
  static let latestPeriod = "the latest ended period in Korea"

  /// `-d`, `--date`, storing into `property`; shared by the chart and trend commands.
  ///
  /// - Parameters:
  ///   - what: What the day stands for, the start of the help's sentence.
  ///   - defaultValue: The default, for help.
  ///   - property: Where the day is stored.
  /// - Returns: The option.
  static func date<Command>(
    what: String, defaultValue: String,
    _ property: WritableKeyPath<Command, CalendarDate?> & Sendable
  ) -> Option<Command> {
    Option(
      OptionDefinition(
        name: "date", shortName: "d", valueName: "date",
        help: what + ": YYYYMMDD or YYYY-MM-DD, or today, yesterday, last-week (a week ago) or "
          + "-N (N days ago), in Korea.",
        defaultValue: defaultValue,
        completion: ValueCompletion(
          kind: .suggestions, words: Array(CalendarDateArgument.relativeForms.dropLast()))),
      property
    ) { value, context in CalendarDateArgument.parse(value, today: context.today).map { $0 } }
  }

  /// `-p`, `--period`.
  static let period = Option<ChartCommand>.choice(
    OptionDefinition(
      name: "period", shortName: "p", valueName: "period",
      help: "The part of the week: week (Monday to Sunday), weekend (Friday to Sunday) or "
        + "weekdays (Monday to Thursday).",
      defaultValue: "week"), among: Array(periods.dropFirst()), \.chart)

  /// The words `--period` takes for each kind of chart: `browse` takes them all, the weekly
  /// commands the parts of the week.
  static let periods: [(name: String, value: BoxOfficeChart.Kind)] = [
    ("day", .daily), ("week", .weekly), ("weekend", .weekend), ("weekdays", .weekdays),
  ]

  /// `-n`, `--limit`.
  static let limit = Option<ChartCommand>.number(
    OptionDefinition(
      name: "limit", shortName: "n", valueName: "n", help: "How many films to show, from 1 to 10.",
      defaultValue: String(ChartCommand.defaultLimit)), in: 1...10
  ) { $0.filters.itemsPerPage = $1 }

  /// `--nation`, `--films` and `--region`: the charts' filters, which the chart commands,
  /// `trend` and `browse` share, reading into the filters at `property`.
  ///
  /// - Parameter property: Where the command keeps its filters.
  /// - Returns: The options, in help's order.
  static func filters<Command>(_ property: WritableKeyPath<Command, ChartFilters> & Sendable)
    -> [Option<Command>]
  {
    [nation, films, region].map { $0.lifted(into: property) }
  }

  /// `--nation`.
  static let nation = Option<ChartFilters>.choice(
    OptionDefinition(
      name: "nation", valueName: "nation",
      help: "Which films by their nation: all, korean or foreign.", defaultValue: "all"),
    \.nation)

  /// `--films`.
  static let films = Option<ChartFilters>.choice(
    OptionDefinition(
      name: "films", valueName: "films",
      help: "Which films: all, commercial, or diversity (independent and art films).",
      defaultValue: "all"), \.films)

  /// `--region`.
  static let region = Option<ChartFilters>(
    OptionDefinition(
      name: "region", valueName: "region",
      help: "Only screenings in one region: a name such as seoul, busan or 서울, or a ten-digit "
        + "KOBIS code such as 0105001000; 'boxoffice-cli regions' lists them. The whole country "
        + "when left out.",
      completion: ValueCompletion(kind: .choices, words: Region.all.map(\.name))), \.regionCode
  ) { value, _ in
    guard let region = Region.named(value) else {
      return .failure(
        InvalidValue(
          reason: "expected a region's name or code; 'boxoffice-cli regions' lists them",
          suggestion: Suggestion.closest(to: value.lowercased(), among: Region.all.map(\.name))))
    }
    return .success(region.code)
  }

  /// `--fields`.
  static let fields = fields(
    what: "The columns to show, in order, in every format",
    defaultValue: "all; in the table rank, rankChange, title, openingDate, audience, "
      + "cumulativeAudience, revenueShare", \ChartCommand.fields)

  /// `--fields`, storing into `property`; shared by the chart and trend commands.
  ///
  /// - Parameters:
  ///   - what: What the fields choose, the start of the help's sentence.
  ///   - defaultValue: The default, for help.
  ///   - property: Where the fields are stored.
  /// - Returns: The option.
  static func fields<Command>(
    what: String, defaultValue: String,
    _ property: WritableKeyPath<Command, [ChartField]?> & Sendable
  ) -> Option<Command> {
    Option(
      OptionDefinition(
        name: "fields", valueName: "fields",
        help: what + ": a comma-separated list of "
          + ChartField.allCases.map(\.rawValue).joined(separator: ", ") + ".",
        defaultValue: defaultValue,
        completion: ValueCompletion(
          kind: .commaSeparated, words: ChartField.allCases.map(\.rawValue))), property
    ) { value, _ in ChartField.list(value).map { $0 } }
  }

  /// `--bars`.
  static let bars = Option<ChartCommand>.flag(
    OptionDefinition(
      name: "bars",
      help: "In the table, draw each film's share of the revenue as a bar beside it, the "
        + "largest share the longest bar; a narrow terminal leaves out Opened and Cumulative "
        + "before the bars (with --fields, the bars first). JSON and CSV are unchanged."),
    \.showsBars)

  /// The help of `--sample`.
  static let sampleHelp =
    "Show built-in sample data (invented films and figures) instead of asking KOBIS: no API key "
    + "or network needed. The sample has a fixed period and no regions, so --date and --region "
    + "are ignored, with a note on standard error."

  /// The paragraphs of a chart command's help after the overview.
  ///
  /// - Parameter weekly: Whether the command is `weekly`.
  /// - Returns: The paragraphs.
  static func discussion(weekly: Bool) -> [String] {
    [
      weekly
        ? "Without --date, the chart is the latest period of the chosen kind that has ended in "
          + "Korea (Asia/Seoul), whatever this machine's time zone."
        : "Without --date, the chart is yesterday's in Korea (Asia/Seoul), whatever this "
          + "machine's time zone.",
      "Figures come from KOBIS, the Korean Film Council's box-office network. Set "
        + "KOBIS_API_KEY to your KOBIS open API key (free at "
        + "https://www.kobis.or.kr/kobisopenapi), or try --sample.",
      "Exit status: " + ExitCode.summary(ExitCode.chartStatuses) + ".",
    ]
  }
}
