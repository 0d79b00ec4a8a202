import BoxOffice
import Foundation

/// One option of a chart subcommand: its name, its value, its help, and how its value is checked
/// and stored in a ``ChartCommand``.
///
/// `OptionDefinition` is a value type and thread-safe.
struct OptionDefinition: Sendable {
  /// The long name without dashes, e.g. `date`.
  var name: String
  /// The placeholder of the value in help and errors (`<date>`), or `nil` for a flag.
  var valueName: String?
  /// What the option does, one or two sentences.
  var help: String
  /// The default shown in help, or `nil`.
  var defaultValue: String?
  /// Whether the value may be quoted in error messages; `false` for secrets.
  var echoesValue = true
  /// Checks `value` (`""` for a flag) and stores it in the command; returns why the value is
  /// invalid, or `nil`.
  var apply:
    @Sendable (_ command: inout ChartCommand, _ value: String, _ today: CalendarDate) ->
      InvalidValue?

  /// Why a value was refused: the reason, and a nearby valid value when there is one.
  struct InvalidValue: Equatable, Sendable {
    /// What is wrong, or what was expected.
    var reason: String
    /// A valid value close to the one given ("Did you mean 'weekend'?").
    var suggestion: String?
  }

  /// `--name`.
  var flag: String { "--" + name }

  /// `--name <value>` or `--name`, as help and errors show it.
  var label: String {
    valueName.map { "\(flag) <\($0)>" } ?? flag
  }

  /// Whether the option takes a value.
  var takesValue: Bool { valueName != nil }
}

extension OptionDefinition {
  /// The options both chart subcommands share, after `--date` (and `--period`).
  static let common: [OptionDefinition] = [
    limit, nation, films, region, format, color, sample, baseURL, timeout, noCache, apiKey,
  ]

  /// `--date`.
  static func date(weekly: Bool) -> OptionDefinition {
    OptionDefinition(
      name: "date", valueName: "date",
      help: weekly
        ? "Any day of the wanted week, as YYYYMMDD or YYYY-MM-DD."
        : "The day, as YYYYMMDD or YYYY-MM-DD.",
      defaultValue: weekly ? "the latest ended period in Korea" : "yesterday in Korea"
    ) { command, value, today in
      switch CalendarDateArgument.parse(value) {
      case .failure(let problem):
        return InvalidValue(reason: problem.reason)
      case .success(let day) where day > today:
        return InvalidValue(
          reason: "\(day) is in the future in Korea, where today is \(today); KOBIS only has "
            + "figures for days that have begun")
      case .success(let day):
        command.date = day
        return nil
      }
    }
  }

  /// `--period`.
  static let period = OptionDefinition(
    name: "period", valueName: "period",
    help: "The part of the week: week (Monday to Sunday), weekend (Friday to Sunday) or weekdays "
      + "(Monday to Thursday).",
    defaultValue: "week"
  ) { command, value, _ in
    choose(value, from: WeekPeriod.self) { command.chart = .weekly($0) }
  }

  /// `--limit`.
  static let limit = OptionDefinition(
    name: "limit", valueName: "n", help: "How many films to show, from 1 to 10.",
    defaultValue: String(ChartCommand.defaultLimit)
  ) { command, value, _ in
    guard let limit = Int(value), (1...10).contains(limit) else {
      return InvalidValue(reason: "expected a whole number from 1 to 10")
    }
    command.filters.itemsPerPage = limit
    return nil
  }

  /// `--nation`.
  static let nation = OptionDefinition(
    name: "nation", valueName: "nation",
    help: "Which films by their nation: all, korean or foreign.", defaultValue: "all"
  ) { command, value, _ in
    choose(value, from: ChartFilters.Nation.self) { command.filters.nation = $0 }
  }

  /// `--films`.
  static let films = OptionDefinition(
    name: "films", valueName: "films",
    help: "Which films: all, commercial, or diversity (independent and art films).",
    defaultValue: "all"
  ) { command, value, _ in
    choose(value, from: ChartFilters.Films.self) { command.filters.films = $0 }
  }

  /// `--region`.
  static let region = OptionDefinition(
    name: "region", valueName: "code",
    help: "Only screenings in one region: a ten-digit KOBIS region code such as 0105001000 "
      + "(Seoul). The whole country when left out."
  ) { command, value, _ in
    guard value.utf8.count == 10, value.utf8.allSatisfy({ (48...57).contains($0) }) else {
      return InvalidValue(reason: "expected a ten-digit KOBIS region code such as 0105001000")
    }
    command.filters.regionCode = value
    return nil
  }

  /// `--format`.
  static let format = OptionDefinition(
    name: "format", valueName: "format",
    help: "table for people, json (a documented schema, for jq) or csv (RFC 4180).",
    defaultValue: "table"
  ) { command, value, _ in
    choose(value, from: OutputFormat.self) { command.format = $0 }
  }

  /// `--color`.
  static let color = OptionDefinition(
    name: "color", valueName: "when",
    help: "Color the table: auto (only on a terminal, with NO_COLOR unset and TERM not dumb), "
      + "always or never. JSON and CSV are never colored.",
    defaultValue: "auto"
  ) { command, value, _ in
    choose(value, from: ColorChoice.self) { command.color = $0 }
  }

  /// `--sample`.
  static let sample = OptionDefinition(
    name: "sample",
    help: "Show built-in sample data (invented films and figures) instead of asking KOBIS: no "
      + "API key or network needed. The sample has fixed dates, so --date and --region do not "
      + "change it."
  ) { command, _, _ in
    command.isSample = true
    return nil
  }

  /// `--base-url`.
  static let baseURL = OptionDefinition(
    name: "base-url", valueName: "url",
    help: "The base URL of the KOBIS REST API, http or https; by default "
      + BoxOfficeAPI.officialBaseURL.absoluteString + "."
  ) { command, value, _ in
    guard let url = URL(string: value), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
    else {
      return InvalidValue(reason: "expected an http or https URL")
    }
    command.baseURL = url
    return nil
  }

  /// `--timeout`: the limit of each attempt, since the client retries transient failures as its
  /// ``RetryPolicy/default`` says.
  static let timeout = OptionDefinition(
    name: "timeout", valueName: "seconds",
    help: "How long each attempt may wait for KOBIS, up to 300 seconds."
      + retrySentence(RetryPolicy.default),
    defaultValue: String(Int(BoxOfficeAPI.defaultTimeout))
  ) { command, value, _ in
    guard let seconds = Double(value), seconds.isFinite, seconds > 0, seconds <= 300 else {
      return InvalidValue(reason: "expected a number of seconds greater than 0 and at most 300")
    }
    command.timeout = seconds
    return nil
  }

  /// `--no-cache`.
  static let noCache = OptionDefinition(
    name: "no-cache",
    help: "Ask KOBIS even when a stored reply is fresh, and store nothing. Replies are otherwise "
      + "kept in $XDG_CACHE_HOME/boxoffice or ~/.cache/boxoffice."
  ) { command, _, _ in
    command.bypassesCache = true
    return nil
  }

  /// `--api-key`.
  static let apiKey = OptionDefinition(
    name: "api-key", valueName: "key",
    help: "The KOBIS API key. Prefer setting KOBIS_API_KEY: other users of this machine can see "
      + "a command's arguments.",
    echoesValue: false
  ) { command, value, _ in
    guard !value.allSatisfy(\.isWhitespace) else {
      return InvalidValue(reason: "the key is blank")
    }
    command.apiKey = value
    return nil
  }

  /// How `policy` retries, as a sentence for help with a leading space: ` A timeout, … is tried
  /// again: up to 3 attempts in all, 0.5 s and then 1 s apart.`; empty for no retries.
  static func retrySentence(_ policy: RetryPolicy) -> String {
    let pauses = policy.delays.map { delay -> String in
      let seconds: Double =
        switch delay {
        case .seconds(let value): Double(value)
        case .milliseconds(let value): Double(value) / 1e3
        case .microseconds(let value): Double(value) / 1e6
        case .nanoseconds(let value): Double(value) / 1e9
        default: .infinity
        }
      return (seconds.rounded() == seconds ? String(Int(seconds)) : String(seconds)) + " s"
    }
    guard !pauses.isEmpty else { return "" }
    return " A timeout, a lost connection or a server error (HTTP 5xx) is tried again: up to "
      + "\(pauses.count + 1) attempts in all, "
      + Suggestion.list(pauses, conjunction: "and then") + " apart."
  }

  /// Parses one of a fixed set of words, suggesting the closest for a near miss.
  private static func choose<Choice: RawRepresentable & CaseIterable>(
    _ value: String, from _: Choice.Type, store: (Choice) -> Void
  ) -> InvalidValue? where Choice.RawValue == String {
    if let choice = Choice(rawValue: value.lowercased()) {
      store(choice)
      return nil
    }
    let names = Choice.allCases.map(\.rawValue)
    return InvalidValue(
      reason: "expected " + Suggestion.list(names, conjunction: "or"),
      suggestion: Suggestion.closest(to: value.lowercased(), among: names))
  }
}
