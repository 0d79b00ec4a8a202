import BoxOffice

/// The argument and options of `trend`: its own (the film, the periods, the fields) and those it
/// shares with the chart commands, read into a ``TrendCommand`` by the very options of
/// ``ChartOptions`` and ``KOBISOptions``.
enum TrendOptions {
  /// The options, in the order help lists them.
  static let all: [Option<TrendCommand>] =
    [date, weeks, period, daily, days]
    + ChartOptions.filters(\TrendCommand.filters)
    + [KOBISOptions.format(), fields, KOBISOptions.compact()]
    + KOBISOptions.connection(sampleHelp: sampleHelp, verboseHelp: verboseHelp)

  /// The help of `-v`, `--verbose`: the chart commands' log, which takes the place of the
  /// progress line.
  static let verboseHelp =
    "Say on standard error what is asked for each period (the URL, with the key left out), "
    + "whether the cache answered, and each attempt with its time, instead of showing the "
    + "progress line."

  /// `<film>`.
  static let film = Argument<TrendCommand>(
    ArgumentDefinition(
      name: "film",
      help: "A KOBIS movie code such as 20236542, or a title as the charts give it: an exact "
        + "title, or one that matches ignoring case and spaces."), \.film,
    blank: "expected a movie code or a title"
  ) { $0 }

  /// `-d`, `--date`.
  static let date = ChartOptions.date(
    what: "A day of the last period",
    defaultValue: "the latest ended period in Korea; with --sample, the sample's last week",
    \TrendCommand.date)

  /// `-w`, `--weeks`.
  static let weeks = Option<TrendCommand>.number(
    OptionDefinition(
      name: "weeks", shortName: "w", valueName: "n",
      help: "How many weeks, the last included, from 1 to \(TrendRange.maximumWeeks).",
      defaultValue: String(TrendRange.defaultWeeks)), in: 1...TrendRange.maximumWeeks
  ) { $0.weeks = $1 }

  /// `--days`.
  static let days = Option<TrendCommand>.number(
    OptionDefinition(
      name: "days", valueName: "n",
      help: "With --daily, how many days, the last included, from 1 to "
        + "\(TrendRange.maximumDays).", defaultValue: String(TrendRange.defaultDays)),
    in: 1...TrendRange.maximumDays
  ) { $0.days = $1 }

  /// `-p`, `--period`, with the weekly charts' words (`week`, `weekend`, `weekdays`): which part
  /// of each week the trend counts; days are `--daily`.
  static let period = Option<TrendCommand>.choice(
    ChartOptions.period.definition,
    among: ChartOptions.periods.dropFirst().map { ($0.name, Optional($0.value)) }, \.period)

  /// `--daily`.
  static let daily = Option<TrendCommand>.flag(
    OptionDefinition(
      name: "daily", help: "Follow the film day by day, in the daily charts, instead of by week."),
    \.isDaily)

  /// `--fields`.
  static let fields = ChartOptions.fields(
    what: "The film's figures to show for each period, in order: in JSON and CSV after the "
      + "period's own keys, in the table beside the bars",
    defaultValue: "all; in the table rank, audience, the change in percent and "
      + "cumulativeAudience", \TrendCommand.fields)

  /// The help of `--sample`.
  static let sampleHelp =
    "Follow the film in the built-in sample history (invented films and figures, ISO weeks "
    + "2025-W01 to 2025-W10) instead of asking KOBIS: no API key or network needed. The sample "
    + "covers the whole country, so --region is ignored, with a note on standard error."

  /// The paragraphs of the help after the overview.
  static let discussion: [String] = [
    "KOBIS keeps no history of a film, so the trend is put together from the charts of each "
      + "period: one request per period, at most \(TrendViewModel.maxConcurrentRequests) at a "
      + "time, answered from the cache where it can. A period that ended more than "
      + "\(ResponseCache.finalAfterDays) days before it was fetched is kept for good; a more "
      + "recent one, which KOBIS may still revise, for an hour.",
    "A title is looked up in those charts, then, if none has it, with one movie search. When "
      + "several films match, they are listed with their codes; run the command again with one "
      + "of them.",
    "Each bar is the film's audience in the period, scaled to its best period. Periods the film "
      + "was not in the top ten are shown as such; a period that could not be loaded is shown "
      + "as a gap with the reason, the others are drawn all the same, and the status is that "
      + "of the first failure.",
    "While the charts load, a progress line is shown on standard error when it is a terminal.",
    "Exit status: " + ExitCode.summary(ExitCode.trendStatuses) + ".",
  ]

}
