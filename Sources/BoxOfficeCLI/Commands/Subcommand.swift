/// The subcommands of `boxoffice-cli`, with what their help says about them.
///
/// `Subcommand` is a value type and thread-safe.
enum Subcommand: String, CaseIterable, Sendable {
  /// `boxoffice-cli weekly`: the whole-week, weekend or weekdays chart.
  case weekly
  /// `boxoffice-cli daily`: the daily chart.
  case daily

  /// The one-line summary shown in the root help's subcommand list and as the overview.
  var abstract: String {
    switch self {
    case .weekly: "Show the weekly box-office chart: the whole week, the weekend or the weekdays."
    case .daily: "Show the daily box-office chart."
    }
  }

  /// The paragraphs of the help after the overview.
  var discussion: [String] {
    let period =
      switch self {
      case .weekly:
        "Without --date, the chart is the latest period of the chosen kind that has ended in "
          + "Korea (Asia/Seoul), whatever this machine's time zone."
      case .daily:
        "Without --date, the chart is yesterday's in Korea (Asia/Seoul), whatever this machine's "
          + "time zone."
      }
    return [
      period,
      "Figures come from KOBIS, the Korean Film Council's box-office network. Set "
        + "KOBIS_API_KEY to your KOBIS open API key (free at "
        + "https://www.kobis.or.kr/kobisopenapi), or try --sample.",
      "Exit status: 0 success, 64 usage error, 65 unreadable reply, 69 KOBIS unavailable or "
        + "refused the request, 75 timeout or network down, 77 API key rejected, 78 no API key, "
        + "130 interrupted.",
    ]
  }

  /// The options this subcommand accepts, in the order its help lists them.
  var options: [OptionDefinition] {
    switch self {
    case .weekly: [.date(weekly: true), .period] + OptionDefinition.common
    case .daily: [.date(weekly: false)] + OptionDefinition.common
    }
  }

  /// The subcommand called `name`, if there is one.
  init?(name: String) {
    self.init(rawValue: name)
  }
}
