import BoxOffice
import Foundation

/// What every command that asks KOBIS has: how to write and color, whether to use the sample,
/// which server, how long to wait, whether to log, where the cache is and whether to use it, and
/// the key. ``KOBISOptions`` reads them once for all such commands.
protocol KOBISCommand: Sendable {
  var color: ColorChoice { get set }
  var isSample: Bool { get set }
  var baseURL: URL { get set }
  var timeout: TimeInterval { get set }
  var isVerbose: Bool { get set }
  var cacheDirectory: String? { get set }
  var bypassesCache: Bool { get set }
  var apiKey: String? { get set }
}

/// A command that writes a table, JSON or CSV, the JSON pretty-printed or on one line.
protocol FormattedCommand {
  var format: OutputFormat { get set }
  var isCompact: Bool { get set }
}

extension FormattedCommand {
  /// The usage error of `--compact` with a format other than JSON, or `nil`.
  var compactProblem: String? {
    isCompact && format != .json ? "--compact applies only to --format json." : nil
  }
}

/// The options every command that asks KOBIS shares — `--format`, `--color`, `--base-url`,
/// `--timeout`, `--verbose`, `--cache-dir`, `--no-cache`, `--api-key` — each written once for any
/// ``KOBISCommand``: the same names, help, checks and messages everywhere.
///
/// `KOBISOptions` has no state and is thread-safe.
enum KOBISOptions {
  /// The environment variable that holds the API key when `--api-key` is not given.
  static let keyVariable = "KOBIS_API_KEY"

  /// The key to use: the one given with `--api-key`, else the one in ``keyVariable``.
  ///
  /// - Parameters:
  ///   - given: The value of `--api-key`, or `nil`.
  ///   - environment: The process environment.
  /// - Returns: The key, or `nil` when there is none.
  static func key(given: String?, environment: [String: String]) -> String? {
    given ?? environment[keyVariable]
  }

  /// `-f`, `--format`.
  static func format<Command: KOBISCommand & FormattedCommand>() -> Option<Command> {
    .choice(
      OptionDefinition(
        name: "format", shortName: "f", valueName: "format",
        help: "table for people, json (a documented schema, for jq) or csv (RFC 4180).",
        defaultValue: "table"), \.format)
  }

  /// `--compact`.
  static func compact<Command: KOBISCommand & FormattedCommand>() -> Option<Command> {
    .flag(
      OptionDefinition(
        name: "compact", help: "With --format json, write the document on one line."),
      \.isCompact)
  }

  /// `--color`.
  static func color<Command: KOBISCommand>() -> Option<Command> {
    .choice(
      OptionDefinition(
        name: "color", valueName: "when",
        help: "Color the table: auto (only on a terminal, with NO_COLOR unset and TERM not "
          + "dumb), always or never. JSON and CSV are never colored.",
        defaultValue: "auto"), \.color)
  }

  /// `--base-url`.
  static func baseURL<Command: KOBISCommand>() -> Option<Command> {
    Option(
      definition: OptionDefinition(
        name: "base-url", valueName: "url",
        help: "The base URL of the KOBIS REST API, http or https; by default "
          + BoxOfficeAPI.officialBaseURL.absoluteString + ".")
    ) { command, value, _ in
      guard let url = URL(string: value), let scheme = url.scheme?.lowercased(),
        scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
      else {
        return InvalidValue(reason: "expected an http or https URL")
      }
      command.baseURL = url
      return nil
    }
  }

  /// `--timeout`: the limit of each attempt, since the client retries transient failures as its
  /// ``RetryPolicy/default`` says.
  static func timeout<Command: KOBISCommand>() -> Option<Command> {
    Option(
      definition: OptionDefinition(
        name: "timeout", valueName: "seconds",
        help: "How long each attempt may wait for KOBIS, up to 300 seconds; fractions such as 0.5 "
          + "are kept to the millisecond." + retrySentence(RetryPolicy.default),
        defaultValue: String(Int(BoxOfficeAPI.defaultTimeout)))
    ) { command, value, _ in
      guard let seconds = Double(value), seconds.isFinite, seconds > 0, seconds <= 300 else {
        return InvalidValue(reason: "expected a number of seconds greater than 0 and at most 300")
      }
      command.timeout = seconds
      return nil
    }
  }

  /// `-v`, `--verbose`.
  static func verbose<Command: KOBISCommand>() -> Option<Command> {
    .flag(
      OptionDefinition(
        name: "verbose", shortName: "v",
        help: "Say on standard error what is asked (the URL, with the key left out), whether the "
          + "cache answered, and each attempt with its time, instead of showing a spinner."),
      \.isVerbose)
  }

  /// `--cache-dir`, storing into `property`; shared by the commands that ask KOBIS and `cache`.
  ///
  /// - Parameter property: Where the directory is stored.
  /// - Returns: The option.
  static func cacheDirectory<Command>(
    _ property: WritableKeyPath<Command, String?> & Sendable
  ) -> Option<Command> {
    Option(
      definition: OptionDefinition(
        name: "cache-dir", valueName: "dir",
        help: "Where replies are kept. By default $XDG_CACHE_HOME/boxoffice, or "
          + "~/.cache/boxoffice.",
        completion: .directory)
    ) { command, value, _ in
      guard !value.isEmpty else { return InvalidValue(reason: "expected a directory") }
      command[keyPath: property] = value
      return nil
    }
  }

  /// `--no-cache`.
  static func noCache<Command: KOBISCommand>() -> Option<Command> {
    .flag(
      OptionDefinition(
        name: "no-cache",
        help: "Ask KOBIS even when a stored reply is fresh, and store nothing: no cache is read "
          + "or written."), \.bypassesCache)
  }

  /// `--api-key`.
  static func apiKey<Command: KOBISCommand>() -> Option<Command> {
    Option(
      definition: OptionDefinition(
        name: "api-key", valueName: "key",
        help: "The KOBIS API key. Prefer setting KOBIS_API_KEY: other users of this machine can "
          + "see a command's arguments.",
        echoesValue: false)
    ) { command, value, _ in
      guard !value.allSatisfy(\.isWhitespace) else {
        return InvalidValue(reason: "the key is blank")
      }
      command.apiKey = value
      return nil
    }
  }

  /// The options after the command's own: `--color`, then `sample`, then the server, the wait,
  /// the log (unless `verbose` is `false`), the cache and the key.
  ///
  /// - Parameters:
  ///   - sample: The command's `--sample`, whose help says what the sample has.
  ///   - verbose: Whether the command offers `--verbose`.
  ///   - colorHelp: The help of `--color`, when the command colors something else than a table.
  /// - Returns: The options, in the order help lists them.
  static func connection<Command: KOBISCommand>(
    sample: Option<Command>, verbose: Bool = true, colorHelp: String? = nil
  ) -> [Option<Command>] {
    var color: Option<Command> = color()
    if let colorHelp { color.definition.help = colorHelp }
    return [color, sample, baseURL(), timeout()] + (verbose ? [self.verbose()] : [])
      + [cacheDirectory(\.cacheDirectory), noCache(), apiKey()]
  }

  /// How `policy` retries, as a sentence for help with a leading space: ` A timeout, … is tried
  /// again: up to 3 attempts in all, 0.5 s and then 1 s apart.`; empty for no retries.
  static func retrySentence(_ policy: RetryPolicy) -> String {
    let pauses = policy.delaySeconds.map { SecondsText.of($0) + " s" }
    guard !pauses.isEmpty else { return "" }
    return " A timeout, a lost connection or a server error (HTTP 5xx) is tried again: up to "
      + "\(pauses.count + 1) attempts in all, "
      + Suggestion.list(pauses, conjunction: "and then") + " apart."
  }
}

extension ChartCommand: KOBISCommand, FormattedCommand {}
