import BoxOffice

/// The options of `browse`: its `--period`, the charts' `--date` and filters (``ChartOptions``),
/// and those every command that asks KOBIS shares (``KOBISOptions``), each lifted into the
/// group of ``BrowseCommand`` it sets.
enum BrowseOptions {
  /// The options of `browse`, in the order help lists them.
  static let all: [Option<BrowseCommand>] =
    [
      ChartOptions.date(
        what: "A day of the period shown first",
        defaultValue: ChartOptions.latestPeriod, \BrowseCommand.date),
      period,
    ]
    + ChartOptions.filters(\BrowseCommand.filters)
    + KOBISOptions.connection(
      sampleHelp: "Browse built-in sample data (invented films and figures) instead of asking "
        + "KOBIS: no API key or network needed. It has ISO week 2025-W06, day by day; other "
        + "periods are empty, and --date is ignored.",
      colorHelp: "Color the screen: auto (unless NO_COLOR is set or TERM is dumb), always or "
        + "never. Without colors, bold, dim and reverse video still mark the selection and new "
        + "entries.",
      verboseHelp: nil)

  /// `-p`, `--period`.
  static let period = Option<BrowseCommand>.choice(
    OptionDefinition(
      name: "period", shortName: "p", valueName: "period",
      help: "The chart shown first: day, week (Monday to Sunday), weekend (Friday to Sunday) or "
        + "weekdays (Monday to Thursday).",
      defaultValue: "week"), among: ChartOptions.periods, \.kind)

  /// The paragraphs of `browse`'s help after the overview.
  static let discussion = [
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
}
